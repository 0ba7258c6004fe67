/**
 * Staff sign-in for the console's end-to-end tests: through the API (cheap), with the session put
 * where the PWA keeps it. Only the login tests click through the form.
 */
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { authSessionSchema, type AuthSession } from '@safari/shared/auth';
import { storeSession } from '../../support/auth';

/** The admin account the global setup seeds. */
export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-Admin-password-1' } as const;

export async function adminSession(request: APIRequestContext): Promise<AuthSession> {
  const response = await request.post('/api/auth/login', { data: ADMIN });
  if (!response.ok()) throw new Error(`admin sign-in failed with ${response.status()}`);
  return authSessionSchema.parse(await response.json());
}

/** Signs the page in as the seeded admin (the next page load is in the console). */
export async function signInAsAdmin(page: Page, request: APIRequestContext): Promise<AuthSession> {
  const session = await adminSession(request);
  await storeSession(page, session);
  return session;
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small solid-colour PNG, made here: no image comes from the internet. */
export function pngOf(rgb: [number, number, number], size = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * Picks an option of a select (MUI's menu), and waits for the menu to have closed: the next select
 * opened while this menu still closes raced its exit once and lost the tap on its option (the menu
 * stayed open). Tried again if the menu did not take the tap.
 */
export async function choose(page: Page, select: Locator, option: string, exact = false): Promise<void> {
  const listbox = page.getByRole('listbox');
  await expect(async () => {
    if (!(await listbox.isVisible())) await select.click();
    await listbox.getByRole('option', { name: option, exact }).click({ timeout: 2_000 });
    await expect(listbox).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
