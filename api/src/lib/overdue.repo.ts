/**
 * A balance past its due date after a deposit or a part was paid, as a condition on `bookings b`:
 * the bookings list's 'Overdue' filter and flag, and the overview's count, read the same rule.
 */
export const OVERDUE_BALANCE = `b.status <> 'canceled' and b.payment_status in ('deposit paid', 'partially paid') and b.balance_due_date < (now() at time zone 'Africa/Nairobi')::date`;
