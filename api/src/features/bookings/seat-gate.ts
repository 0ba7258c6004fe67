/**
 * The seat gate: what this process knows of a departure's seats, so that a hot departure's late
 * buyers neither queue for its row lock nor read it again each.
 *
 * The database alone decides whether a party fits (the seat trigger of migration 0019, under the
 * departure row's lock); the gate only keeps work away from it that is bound to fail:
 *
 * - A departure is read once for many bookings: a read under way is shared, and a read is kept for
 *   the catalogue state it was made in (a listening replica knows that state without asking). Every
 *   change of a departure's date, price, status or seats, and every change of the seats it has left
 *   while 5 or fewer are left (or crossing to more), bumps the catalogue version (migration 0024),
 *   which every replica hears of when it commits: a kept read that says 5 or fewer seats are left is
 *   exact until the state changes, whichever replica sold or freed a seat.
 * - At most as many seats as the departure has left are being written at once by this process
 *   (bookings in flight); the next buyers wait for those writes to end instead of all queueing for
 *   the row lock, then see what is left.
 * - A party is refused here only when nothing of this process is in flight for the departure and
 *   the seats left are known exactly: read after the request arrived, or kept for the current state
 *   with 5 or fewer left, and no booking of this process took seats there since that read began.
 *   Anything less certain reads the departure again. A read that says the party fits is only a
 *   guess: the write may still be refused by the database (another replica sold the seats).
 */

/** What the gate needs of a departure: the seats left when it was read (0 unless open). */
export interface GatedDeparture {
  seatsLeft: number;
}

/** Seats left at or below which every change bumps the catalogue version (migration 0024: least(left, 6)). */
export const EXACT_SEATS_BELOW = 6;

/** Departures kept before idle ones are forgotten. */
const MAX_GATES = 2_000;

interface Snapshot<D> {
  /** When the read began, on the gate's clock (a read begun after a request arrived is as fresh as its own). */
  seq: number;
  /** The catalogue state the read was made in (undefined: not known without asking; then not kept once read). */
  state: string | undefined;
  /** Seats this process's bookings had taken on the departure when the read began. */
  takenAtRead: number;
  promise: Promise<D | null>;
  settled: boolean;
}

interface Gate<D> {
  /** Seats being written by this process's bookings now. */
  inFlight: number;
  /** Seats this process's bookings took (a running count, compared with a snapshot's). */
  taken: number;
  waiters: Set<() => void>;
  snapshot?: Snapshot<D>;
}

/** A party let through to write its booking: `release` says whether the write took the seats. */
export interface Admitted<D> {
  departure: D;
  release(took: boolean): void;
}

export type GateAnswer<D> = { kind: 'unknown' } | ({ kind: 'admitted' } & Admitted<D>) | { kind: 'full'; departure: D; seatsLeft: number };

export interface SeatGate<D extends GatedDeparture> {
  /**
   * Reads the departure (shared and kept as above) and either lets `party` through to write, says
   * it does not fit (exactly known, see the module), or that the departure is unknown.
   */
  enter(id: string, party: number): Promise<GateAnswer<D>>;
}

export function createSeatGate<D extends GatedDeparture>(deps: {
  read: (id: string) => Promise<D | null>;
  /** The catalogue state when known without asking Postgres, else undefined (nothing is kept). */
  state: () => string | undefined;
}): SeatGate<D> {
  const gates = new Map<string, Gate<D>>();
  let clock = 0;

  function gateOf(id: string): Gate<D> {
    let gate = gates.get(id);
    if (!gate) {
      if (gates.size >= MAX_GATES) {
        for (const [other, idle] of gates) if (idle.inFlight === 0 && idle.waiters.size === 0) gates.delete(other);
      }
      gate = { inFlight: 0, taken: 0, waiters: new Set() };
      gates.set(id, gate);
    }
    return gate;
  }

  function read(id: string, gate: Gate<D>): Snapshot<D> {
    clock += 1;
    const snapshot: Snapshot<D> = { seq: clock, state: deps.state(), takenAtRead: gate.taken, promise: deps.read(id), settled: false };
    const settle = () => {
      snapshot.settled = true;
      // A failed read is not kept.
      if (gate.snapshot === snapshot && snapshot.state === undefined) gate.snapshot = undefined;
    };
    snapshot.promise.then(settle, () => {
      settle();
      if (gate.snapshot === snapshot) gate.snapshot = undefined;
    });
    gate.snapshot = snapshot;
    return snapshot;
  }

  /** The gate's snapshot when it can serve (a read under way, or one kept for the current state), else a new read. */
  function current(id: string, gate: Gate<D>): Snapshot<D> {
    const kept = gate.snapshot;
    if (kept && (!kept.settled || (kept.state !== undefined && kept.state === deps.state()))) return kept;
    return read(id, gate);
  }

  const changed = (gate: Gate<D>) => new Promise<void>((resolve) => gate.waiters.add(resolve));

  function wake(gate: Gate<D>): void {
    const waiters = [...gate.waiters];
    gate.waiters.clear();
    for (const resolve of waiters) resolve();
  }

  return {
    async enter(id, party) {
      const gate = gateOf(id);
      clock += 1;
      const arrived = clock;
      let snapshot = current(id, gate);
      for (;;) {
        const departure = await snapshot.promise;
        if (!departure) return { kind: 'unknown' };
        // Seats left as far as this process knows: the read, less what its own bookings took since.
        const left = departure.seatsLeft - (gate.taken - snapshot.takenAtRead);
        if (gate.inFlight + party <= left) {
          gate.inFlight += party;
          let released = false;
          return {
            kind: 'admitted',
            departure,
            release(took) {
              if (released) return;
              released = true;
              gate.inFlight -= party;
              if (took) gate.taken += party;
              // Refused by the database (or failed): what was read is no guide any more.
              else if (gate.snapshot?.settled) gate.snapshot = undefined;
              wake(gate);
            },
          };
        }
        if (gate.inFlight > 0) {
          // Bookings of this process are writing: what they leave decides.
          await changed(gate);
          snapshot = current(id, gate);
          continue;
        }
        const untouched = snapshot.takenAtRead === gate.taken;
        const fresh = snapshot.seq > arrived;
        const keptExact = departure.seatsLeft < EXACT_SEATS_BELOW && snapshot.state !== undefined && snapshot.state === deps.state();
        if (untouched && (fresh || keptExact)) return { kind: 'full', departure, seatsLeft: departure.seatsLeft };
        // Not certain: read it again (shared with whoever else needs it now).
        const kept = gate.snapshot;
        snapshot = kept && !kept.settled && kept.seq > arrived && kept.takenAtRead === gate.taken ? kept : read(id, gate);
      }
    },
  };
}
