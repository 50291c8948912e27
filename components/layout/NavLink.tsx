import type { ComponentProps } from 'react';
import { AppLink } from '@/components/ui/AppLink';

/** True when the locale-free `href` is the page at `currentPath` (also with a trailing slash). */
export function isCurrentPath(href: string, currentPath: string | null): boolean {
  return currentPath !== null && (currentPath === href || (href !== '/' && currentPath === `${href}/`));
}

/**
 * A locale-aware link that marks itself `aria-current="page"` when it leads to the current page
 * (docs/requirements.md, §2 Header and footer). Style the current state with `aria-[current=page]:` variants.
 *
 * @param href - a locale-free path such as `/fees`
 * @param currentPath - the locale-free path of the page being rendered, `null` on the 404 page
 */
export function NavLink({
  href,
  currentPath,
  ...rest
}: Omit<ComponentProps<'a'>, 'href'> & { href: string; currentPath: string | null }) {
  return <AppLink href={href} aria-current={isCurrentPath(href, currentPath) ? 'page' : undefined} {...rest} />;
}
