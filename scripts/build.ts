import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePwaBuilt } from './pwa-build';

// `npm run build`: build the PWA unless pwa/dist already matches its sources.
await ensurePwaBuilt(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
