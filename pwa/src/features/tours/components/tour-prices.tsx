import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDisplay, type DisplayRate } from '@safari/shared/display-currency';
import { formatDate } from '@safari/shared/format';
import { DEFAULT_CANCELLATION_POLICY, describePolicy, formatMoney, lowestAdultPriceUsd, RESIDENCY_LABELS, type Currency } from '@safari/shared/money-terms';
import { depositTerms, describeSeason } from '@safari/shared/price-terms';
import type { Tour } from '@safari/shared/tour';
import type { ReactNode } from 'react';
import { useDisplayCurrency } from '../../../lib/currency';

/** The tour's lowest adult price of the year (seasons included) in USD; null: on request. */
export const fromPriceUsd = (tour: Tour) => lowestAdultPriceUsd({ ...tour, unitPrice: tour.price });

/** 'At the rate of 26 Nov 2026: $1 = KSh 129.50' under a converted shilling amount; nothing otherwise. */
export function RateNote({ currency, rate }: { currency: Currency; rate: DisplayRate | null }) {
  if (currency !== 'KES' || !rate) return null;
  return (
    <Typography component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}>
      At the rate of {formatDate(rate.asOf)}: $1 = KSh {rate.rate.toFixed(2)}
    </Typography>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Prices and payment on the tour page: the price in the visitor's currency, the East-African
 * resident and citizen prices in shillings, the seasons, the deposit and the cancellation policy.
 */
export function TourPrices({ tour }: { tour: Tour }) {
  const { currency, rate } = useDisplayCurrency();
  const from = fromPriceUsd(tour);
  const money = (usd: number) => formatDisplay(usd, currency, rate);
  const seasons = tour.seasons ?? [];
  const kes = (['resident', 'citizen'] as const).flatMap((residency) => {
    const price = residency === 'resident' ? tour.residentPriceKes : tour.citizenPriceKes;
    return typeof price === 'number' ? [{ residency, price }] : [];
  });
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        p: { xs: 2.5, sm: 3 },
        borderRadius: 4,
        bgcolor: '#FFFFFF',
        border: 1,
        borderColor: 'divider',
        '& > div': { py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 }, '&:last-of-type': { pb: 0 } },
        '& dt': { fontSize: 13, fontWeight: 600, letterSpacing: '0.06em', textTransform: 'uppercase', color: 'text.secondary' },
        '& dd': { m: 0, mt: 0.25, fontSize: 16, lineHeight: 1.5 },
        '& ul': { m: 0, pl: 2.5 },
      }}
    >
      <Row label={kes.length > 0 ? 'Per adult, non-resident' : 'Per adult'}>
        {from === null ? 'On request' : <strong>From {money(from)}</strong>}
        {from !== null && <RateNote currency={currency} rate={rate} />}
      </Row>
      {kes.map(({ residency, price }) => (
        <Row key={residency} label={RESIDENCY_LABELS[residency]}>
          <strong>{formatMoney(price, 'KES')}</strong> per adult
        </Row>
      ))}
      {seasons.length > 0 && (
        <Row label="Seasons">
          <ul>
            {seasons.map((season) => (
              <li key={`${season.name}-${season.from}`}>{describeSeason(season, money)}</li>
            ))}
          </ul>
        </Row>
      )}
      {from !== null && <Row label="Deposit">{depositTerms(tour)}</Row>}
      <Row label="Cancellation">{describePolicy(tour.cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY)}</Row>
    </Box>
  );
}
