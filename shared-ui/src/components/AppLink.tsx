import type { AnchorHTMLAttributes, ReactElement, ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';

/** What a custom link renderer receives: spread it onto your link element. */
export interface LinkRenderProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode;
}

/** Renders a link some other way, e.g. `({ href, ...rest }) => <NavLink to={href} {...rest} />`. */
export type RenderLink = (props: LinkRenderProps) => ReactElement;

export interface AppLinkProps extends LinkRenderProps {
  renderLink?: RenderLink;
}

/**
 * A link that navigates client-side when it can: a custom `renderLink` wins, inside a router it is a
 * react-router `<Link>` (so remotes share the shell's history), elsewhere (tests, static pages) a
 * plain `<a>`. Absolute URLs (http:, mailto:) always stay plain anchors.
 */
export function AppLink({ renderLink, href, ...rest }: AppLinkProps) {
  const inRouter = useInRouterContext();
  if (renderLink) return renderLink({ href, ...rest });
  if (inRouter && !/^[a-z][a-z0-9+.-]*:/i.test(href)) return <Link to={href} {...rest} />;
  return <a href={href} {...rest} />;
}
