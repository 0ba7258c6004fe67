import { useOutboxReplay } from '../../offline/outbox-hooks';
import { ConnectionIndicator } from './connection-indicator';
import { InstallOffer } from './install-offer';

/**
 * What the installable, offline-first app adds to the shell: the connection and outbox indicator,
 * the install offer, and the outbox replay (app start, `online`, return to the tab, a timer).
 * Loaded by the header after the first paint.
 */
export default function PwaHeaderExtras() {
  useOutboxReplay();
  return (
    <>
      <ConnectionIndicator />
      <InstallOffer />
    </>
  );
}
