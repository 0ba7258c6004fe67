import { useEffect } from 'react';
import { rememberReservedBooking, reservedFrom, wasShown } from '../../../lib/reserved-booking';
import { useOutboxItems } from '../../../offline/outbox-hooks';

/**
 * A pay-later booking that the outbox delivered while the visitor was elsewhere (saved offline,
 * sent later by the page or the service worker) gets the same confirmation as one made online: it
 * is kept (lib/reserved-booking), and Home then loads the panel that shows it.
 */
export function DeliveredBookings() {
  const items = useOutboxItems();
  useEffect(() => {
    const delivered = items
      ?.filter((item) => item.kind === 'booking' && item.state === 'sent' && item.response)
      .map((item) => ({ body: item.response?.body, reserved: reservedFrom(item.response?.body, item.updatedAt) }))
      .find(({ reserved }) => reserved !== null && !wasShown(reserved.id));
    if (delivered) rememberReservedBooking(delivered.body);
  }, [items]);
  return null;
}
