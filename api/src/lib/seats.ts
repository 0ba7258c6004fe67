/**
 * The seat ledger's errors (migration 0019): the bookings trigger refuses a party that does not fit
 * its departure, and the departures table refuses fewer seats than are taken.
 */
const SEATS_LEFT_CONSTRAINT = 'departures_seats_left';
const SEATS_TAKEN_CONSTRAINT = 'departures_seats_fit';

/** Seats left when a write failed because the party did not fit (the seat trigger's error); undefined otherwise. */
export function seatsLeftOf(error: unknown): number | undefined {
  const { code, constraint, detail } = (error ?? {}) as { code?: string; constraint?: string; detail?: string };
  if (code !== '23514' || constraint !== SEATS_LEFT_CONSTRAINT) return undefined;
  return Math.max(0, Number(detail) || 0);
}

/** True when lowering a departure's seats would leave fewer than are taken. */
export function isBelowTaken(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23514' && constraint === SEATS_TAKEN_CONSTRAINT;
}
