/**
 * The office's USD->KES rate (migration 0016). Read by the catalogue pages, the booking of a
 * shilling price and the M-Pesa checkout; written by admins only (the rates feature).
 */
import { officeToday } from '@safari/shared/local-time';
import type { Rates } from '@safari/shared/money';
import type { Queryable } from './db';

export type KesRate = NonNullable<Rates['KES']>;

interface RateRow {
  rate: string;
  as_of: string;
}

/** Today's date in Nairobi, YYYY-MM-DD (the office's calendar day). */
export const nairobiToday = officeToday;

export interface RatesRepo {
  /** Shillings per dollar and the date of the rate; null until staff set one. */
  kes(): Promise<KesRate | null>;
  setKes(rate: KesRate, updatedBy: string): Promise<KesRate>;
}

export function createRatesRepo(db: Queryable): RatesRepo {
  return {
    async kes() {
      const { rows } = await db.query<RateRow>({ name: 'rates-kes', text: `select rate, to_char(as_of, 'YYYY-MM-DD') as as_of from exchange_rates where currency = 'KES'` });
      const row = rows[0];
      return row ? { rate: Number(row.rate), asOf: row.as_of } : null;
    },
    async setKes(rate, updatedBy) {
      const { rows } = await db.query<RateRow>(
        `insert into exchange_rates (currency, rate, as_of, updated_by) values ('KES', $1, $2, $3)
         on conflict (currency) do update set rate = excluded.rate, as_of = excluded.as_of, updated_by = excluded.updated_by, updated_at = now()
         returning rate, to_char(as_of, 'YYYY-MM-DD') as as_of`,
        [rate.rate, rate.asOf, updatedBy],
      );
      const row = rows[0];
      if (!row) throw new Error('rate upsert returned no row');
      return { rate: Number(row.rate), asOf: row.as_of };
    },
  };
}
