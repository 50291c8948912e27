import type { ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';

/** Props of {@link AppLink}: an anchor whose `href` is a site path or an external URL. */
export type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/** True for paths inside the site (`/fees`), false for `//host`, `mailto:`, `tel:`, `https:` and anchors. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * Renders a link: next-intl's locale-aware `Link` for site paths (keeps `/da/…`), a plain
 * `<a>` for `mailto:`, `tel:` and other URLs; `https:`/`http:` links get `rel="noopener"`.
 */
export function AppLink({ href, rel, children, ...rest }: AppLinkProps) {
  if (isInternalHref(href)) {
    return (
      <Link href={href} rel={rel} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^(https?:)?\/\//i.test(href);
  return (
    <a href={href} rel={rel ?? (external ? 'noopener' : undefined)} {...rest}>
      {children}
    </a>
  );
}
