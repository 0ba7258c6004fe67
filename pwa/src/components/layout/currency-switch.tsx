import Box from '@mui/material/Box';
import { CURRENCY_SWITCH_PATH } from '@safari/shared/currency-choice';
import type { Currency } from '@safari/shared/money-terms';
import { useLocation } from 'react-router';
import { brand } from '../../lib/theme';
import { useDisplayCurrency } from '../../lib/currency';

const CHOICES: { currency: Currency; label: string }[] = [
  { currency: 'USD', label: 'USD' },
  { currency: 'KES', label: 'KSh' },
];

/**
 * USD | KSh in the top bar. A GET form to /currency (which sets the cookie and comes back here), so
 * it works before the app starts; once it runs, a tap sets the cookie and re-renders in place.
 */
export function CurrencySwitch() {
  const { currency, setCurrency } = useDisplayCurrency();
  const { pathname, search } = useLocation();
  return (
    // The group is inside the form: a form may not take the group role (axe's aria-allowed-role).
    <Box component="form" action={CURRENCY_SWITCH_PATH} method="get" sx={{ display: 'contents' }}>
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      <Box role="group" aria-label="Currency" sx={{ display: 'flex', flexShrink: 0, m: 0, borderRadius: 999, border: '1px solid rgba(255,255,255,0.35)' }}>
        {CHOICES.map((choice) => (
          <Box
            component="button"
            key={choice.currency}
            type="submit"
            name="c"
            value={choice.currency}
            aria-pressed={currency === choice.currency}
            onClick={(event) => {
              event.preventDefault();
              setCurrency(choice.currency);
            }}
            sx={{
              minWidth: 44,
              minHeight: { xs: 44, sm: 32 },
              px: 1,
              border: 0,
              borderRadius: 999,
              font: 'inherit',
              fontWeight: 700,
              cursor: 'pointer',
              color: 'inherit',
              bgcolor: 'transparent',
              '&[aria-pressed="true"]': { bgcolor: brand.goldLight, color: brand.greenDark },
            }}
          >
            {choice.label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
