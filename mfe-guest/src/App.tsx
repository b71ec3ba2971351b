// The guest slice's exposed `./App` (see webpack.config.cjs): the shell hands over its contract and
// RemoteRoot turns it into context (session, currency, API client) for every guest page.
import type { RemoteAppProps } from '@shoreline/shared-ui/contract';
import { RemoteRoot } from '@shoreline/shared-ui/shell/RemoteRoot';
import { GuestApp, preloadGuestRoute } from './app/GuestApp';

/** Contract: the shell calls it when a link into this slice shows intent. */
export const preloadRoute = preloadGuestRoute;

export default function App({ shell }: RemoteAppProps) {
  return (
    <RemoteRoot shell={shell}>
      <GuestApp />
    </RemoteRoot>
  );
}
