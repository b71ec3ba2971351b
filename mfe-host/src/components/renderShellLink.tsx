import type { RenderLink } from '@shoreline/shared-ui/components/AppLink';
import { ShellLink } from '@shoreline/shared-ui/shell/ShellLink';

/**
 * For shared-ui's `renderLink` props: a link that preloads the remote owning its target on hover or
 * focus. Host pages link into the guest slice (a listing's page), whose code may not be loaded yet.
 */
export const renderShellLink: RenderLink = (props) => <ShellLink {...props} />;
