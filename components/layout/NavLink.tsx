'use client';

import type { ComponentProps } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';

/**
 * A locale-aware link that marks itself `aria-current="page"` when its path is the current
 * page (spec §2 Header). Style the current state with `aria-[current=page]:` variants.
 *
 * @param href - a locale-free path such as `/fees`
 */
export function NavLink({ href, ...rest }: Omit<ComponentProps<typeof Link>, 'href'> & { href: string }) {
  const pathname = usePathname();
  const current = pathname === href || (href !== '/' && pathname === `${href}/`);
  return <Link href={href} aria-current={current ? 'page' : undefined} {...rest} />;
}
