import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { getPathname } from '@/lib/i18n/navigation';

/** Props of {@link AppLink}: an anchor whose `href` is a site path or an external URL. */
export type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/** True for paths inside the site (`/fees`), false for `//host`, `mailto:`, `tel:`, `https:` and anchors. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * Renders a plain `<a>`: site paths get the current locale's prefix (`/fees` -> `/da/fees`,
 * next-intl's `getPathname`), `https:`/`http:` links get `rel="noopener"`.
 *
 * A plain anchor rather than next-intl's `Link`: content pages carry no client router,
 * and a full page load also runs the page's enhancement script from the form pages.
 */
export function AppLink({ href, rel, children, ...rest }: AppLinkProps) {
  const locale = useLocale();
  if (isInternalHref(href)) {
    return (
      <a href={getPathname({ href, locale })} rel={rel} {...rest}>
        {children}
      </a>
    );
  }
  const external = /^(https?:)?\/\//i.test(href);
  return (
    <a href={href} rel={rel ?? (external ? 'noopener' : undefined)} {...rest}>
      {children}
    </a>
  );
}
