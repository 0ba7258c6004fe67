/**
 * The browser reads the seeded site settings from the shell's JSON (pwa/vite.config.ts writes it);
 * components rendered by unit tests have no shell, so they get the same values here, as the
 * server's renderer does (entry-server.tsx).
 */
import { DEFAULT_SITE_SETTINGS } from '@safari/shared/settings';
import { setSeededSettings } from '../src/lib/site';

setSeededSettings(DEFAULT_SITE_SETTINGS);
