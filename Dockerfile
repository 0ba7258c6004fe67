# syntax=docker/dockerfile:1
# One image for the API (which also runs migrations and the seed) and one nginx image with the built PWA.
# The API image runs compiled JavaScript (dist/server/start.js, built by esbuild) with production
# dependencies only, as the unprivileged `node` user. `npm run check:prod` runs the same layout
# without Docker.
FROM node:22-bookworm-slim AS deps
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
RUN npm run build && npm run build:server

FROM node:22-bookworm-slim AS api
ENV NODE_ENV=production SKIP_PWA_BUILD=1 PORT=8080 DATA_DIR=/data UPLOADS_DIR=/data/uploads
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY db/package.json db/
COPY api/package.json api/
COPY pwa/package.json pwa/
COPY tests/package.json tests/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The compiled server and the files it reads beside it: no TypeScript sources, no devDependencies.
COPY --from=build /app/dist/server dist/server
COPY db/migrations db/migrations
# The built shell and its server render, for the pages nginx sends here (blog posts, tours).
COPY --from=build /app/pwa/dist pwa/dist
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
EXPOSE 8080
CMD ["node", "dist/server/start.js"]

FROM nginx:1.27-alpine AS web
COPY --from=build /app/pwa/dist /usr/share/nginx/html
