'use client';

import { Menu, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Container } from '@/components/ui/Container';
import { usePathname } from '@/lib/i18n/navigation';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NavLink } from './NavLink';
import { CONTACT_PATH, FEES_PATH, HOME_PATH, JURISDICTIONS_PATH, SERVICE_NAV_ITEMS } from './nav-items';
import { useDismiss } from './use-dismiss';

const LINK_CLASS =
  'block rounded-md px-3 py-3 text-base font-medium text-foreground transition-colors hover:bg-muted hover:text-primary aria-[current=page]:bg-primary-soft aria-[current=page]:font-semibold aria-[current=page]:text-primary';

/**
 * The menu below the `lg` breakpoint (spec §2 Header and footer, §4 Mobile menu: open or
 * closed, toggled by a button). The toggle has `aria-expanded`/`aria-controls` and an
 * open/close label; the panel under the header lists Home, a Services label (not expandable)
 * with its service links, Jurisdictions, Fees, Contact and the language list. It closes on
 * Escape, a click outside, choosing a link, and when the viewport grows to `lg`.
 *
 * Render it inside the sticky `<header>`: the panel is positioned against the header.
 */
export function MobileMenu() {
  const t = useTranslations('nav');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const servicesId = useId();
  const pathname = usePathname();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);

  // Close after navigation (also covers the browser's back button).
  const [openedAt, setOpenedAt] = useState(pathname);
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    if (open) setOpen(false);
  }

  useEffect(() => {
    const desktop = window.matchMedia('(min-width: 64rem)');
    const onChange = () => {
      if (desktop.matches) setOpen(false);
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, []);

  return (
    <div ref={root} className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('closeMenu') : t('openMenu')}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md text-primary transition-colors hover:bg-muted"
      >
        {open ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-b border-border bg-background shadow-card"
      >
        <Container className="py-4">
          <nav aria-label={t('mainMenu')}>
            <ul className="space-y-1">
              <li>
                <NavLink href={HOME_PATH} onClick={close} className={LINK_CLASS}>
                  {t('home')}
                </NavLink>
              </li>
              <li>
                <p
                  id={servicesId}
                  className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase"
                >
                  {t('services')}
                </p>
                <ul aria-labelledby={servicesId} className="ml-3 border-l-2 border-accent/40 pl-2">
                  {SERVICE_NAV_ITEMS.map((item) => (
                    <li key={item.href}>
                      <NavLink
                        href={item.href}
                        onClick={close}
                        className="block rounded-md px-3 py-2.5 text-sm text-foreground transition-colors hover:bg-muted hover:text-primary aria-[current=page]:bg-primary-soft aria-[current=page]:font-semibold aria-[current=page]:text-primary"
                      >
                        {t(item.labelKey)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
              <li>
                <NavLink href={JURISDICTIONS_PATH} onClick={close} className={LINK_CLASS}>
                  {t('jurisdictions')}
                </NavLink>
              </li>
              <li>
                <NavLink href={FEES_PATH} onClick={close} className={LINK_CLASS}>
                  {t('fees')}
                </NavLink>
              </li>
              <li>
                <NavLink href={CONTACT_PATH} onClick={close} className={LINK_CLASS}>
                  {t('contact')}
                </NavLink>
              </li>
            </ul>
          </nav>
          <div className="mt-4 border-t border-border pt-4">
            <LanguageSwitcher variant="mobile" onNavigate={close} />
          </div>
        </Container>
      </div>
    </div>
  );
}
