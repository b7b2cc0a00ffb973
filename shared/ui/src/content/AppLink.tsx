import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The in-app path of a URL on the product's own host (location.host), or null for other hosts. */
export function inAppPath(href: string, host: string = typeof location === 'undefined' ? '' : location.host): string | null {
  try {
    const url = new URL(href);
    return host && url.host === host ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** A link to an already-sanitised http(s) URL: in-app (router) on the product's own host, else a new window. */
export function AppLink({ href, children }: { href: string; children: ReactNode }) {
  const path = inAppPath(href);
  if (path) return <Link to={path}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}
