/**
 * The office's rate for a screen that came without it (the shell offline, a client-only page), for
 * lib/currency.ts: the rate last seen (localStorage) at once, then the API's, which is kept for the
 * next time. Loaded on demand: a server-rendered page has the rate in its data.
 */
import type { DisplayRate } from '@safari/shared/currency-choice';
import { env } from '../config/env';
import { RATE_KEY } from './storage-keys';

function isRate(value: unknown): value is DisplayRate {
  const rate = value as Partial<DisplayRate> | null;
  return typeof rate === 'object' && rate !== null && typeof rate.rate === 'number' && rate.rate > 0 && typeof rate.asOf === 'string';
}

function keptRate(): DisplayRate | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RATE_KEY) ?? 'null');
    return isRate(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Calls `update` with the rate last seen, then with the API's (null: staff have set none); offline, only the first. */
export async function loadRate(update: (rate: DisplayRate | null) => void): Promise<void> {
  update(keptRate());
  const response = await fetch(`${env.apiUrl}/rates`, { headers: { Accept: 'application/json' } });
  if (!response.ok) return;
  const body = (await response.json()) as { KES?: unknown };
  const rate = isRate(body.KES) ? body.KES : null;
  try {
    if (rate) localStorage.setItem(RATE_KEY, JSON.stringify(rate));
  } catch {
    // Private mode or a full store: the rate still holds for this visit.
  }
  update(rate);
}
