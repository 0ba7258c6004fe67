# syntax=docker/dockerfile:1
# One image for the API (which also runs migrations and the seed) and one nginx image with the built PWA.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY db/package.json db/
COPY api/package.json api/
COPY pwa/package.json pwa/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM deps AS api
ENV NODE_ENV=production SKIP_PWA_BUILD=1 PORT=8080 DATA_DIR=/data UPLOADS_DIR=/data/uploads
COPY . .
# The built app and its server render (pwa/dist/.ssr): nginx sends every page here to be rendered.
COPY --from=build /app/pwa/dist /app/pwa/dist
USER node
EXPOSE 8080
CMD ["npx", "tsx", "scripts/start.ts"]

FROM nginx:1.27-alpine AS web
COPY --from=build /app/pwa/dist /usr/share/nginx/html
