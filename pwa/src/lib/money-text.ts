import { formatMoney, type Currency } from '@safari/shared/money-rules';

/**
 * formatMoney for a screen: 'KSh' and its figure joined by a no-break space, so a narrow phone
 * never ends a line with 'KSh' and starts the next with the amount. Zod-free.
 */
export function moneyText(amount: number, currency: Currency): string {
  return formatMoney(amount, currency).replace(' ', '\u00A0');
}
