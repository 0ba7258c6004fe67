/**
 * Random tokens from the operating system's CSPRNG, drawn in bulk: `randomBytes` asks the kernel once
 * per call, which the booking form paid for every booking's access key. Bytes are taken from a
 * pool filled a few kilobytes at a time (as Node's own `randomUUID` does) and each byte is handed
 * out once, then overwritten by the next fill.
 */
import { randomFillSync } from 'node:crypto';

const POOL_SIZE = 4096;
const pool = Buffer.alloc(POOL_SIZE);
let offset = POOL_SIZE;

/** `bytes` random bytes (at most the pool's size), base64url-encoded. */
export function randomToken(bytes: number): string {
  if (!Number.isInteger(bytes) || bytes < 1 || bytes > POOL_SIZE) throw new RangeError(`randomToken: 1 to ${POOL_SIZE} bytes, not ${bytes}`);
  if (offset + bytes > POOL_SIZE) {
    randomFillSync(pool);
    offset = 0;
  }
  const token = pool.toString('base64url', offset, offset + bytes);
  offset += bytes;
  return token;
}
