import { Menu, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Container } from '@/components/ui/Container';
import { disclosureRootAttrs } from '@/components/widgets/disclosure/contract';
import { DisclosureTrigger } from '@/components/widgets/disclosure/DisclosureTrigger';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NavLink } from './NavLink';
import { CONTACT_PATH, FEES_PATH, HOME_PATH, JURISDICTIONS_PATH, SERVICE_NAV_ITEMS } from './nav-items';

const PANEL_ID = 'mobile-menu';
const SERVICES_LABEL_ID = 'mobile-menu-services';

const LINK_CLASS =
  'block rounded-md px-3 py-3 text-base font-medium text-foreground transition-colors hover:bg-muted hover:text-primary aria-[current=page]:bg-primary-soft aria-[current=page]:font-semibold aria-[current=page]:text-primary';

/**
 * The menu below the `lg` breakpoint (docs/requirements.md, §2 Header and footer, §4 Mobile menu: open or
 * closed, toggled by a button). The toggle has `aria-expanded`/`aria-controls` and an
 * open/close label; the panel under the header lists Home, a Services label (not expandable)
 * with its service links, Jurisdictions, Fees, Contact and the language list. It closes on
 * Escape, a click outside, choosing a link, and when the viewport grows to `lg`
 * (`components/widgets/disclosure/`).
 *
 * Render it inside the sticky `<header>`: the panel is positioned against the header.
 *
 * @param currentPath - the locale-free path of the current page, `null` on the 404 page
 */
export function MobileMenu({ currentPath }: { currentPath: string | null }) {
  const t = useTranslations('nav');
  return (
    <div {...disclosureRootAttrs({ closeAt: '(min-width: 64rem)' })} className="lg:hidden">
      <DisclosureTrigger
        panelId={PANEL_ID}
        ariaLabel={t('openMenu')}
        labelClosed={t('openMenu')}
        labelOpen={t('closeMenu')}
        className="group inline-flex h-10 w-10 items-center justify-center rounded-md text-primary transition-colors hover:bg-muted"
      >
        <Menu aria-hidden="true" className="h-6 w-6 group-aria-expanded:hidden" />
        <X aria-hidden="true" className="hidden h-6 w-6 group-aria-expanded:block" />
      </DisclosureTrigger>
      <div
        id={PANEL_ID}
        hidden
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-b border-border bg-background shadow-card"
      >
        <Container className="py-4">
          <nav aria-label={t('mainMenu')}>
            <ul className="space-y-1">
              <li>
                <NavLink href={HOME_PATH} currentPath={currentPath} className={LINK_CLASS}>
                  {t('home')}
                </NavLink>
              </li>
              <li>
                <p
                  id={SERVICES_LABEL_ID}
                  className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase"
                >
                  {t('services')}
                </p>
                <ul aria-labelledby={SERVICES_LABEL_ID} className="ml-3 border-l-2 border-accent/40 pl-2">
                  {SERVICE_NAV_ITEMS.map((item) => (
                    <li key={item.href}>
                      <NavLink
                        href={item.href}
                        currentPath={currentPath}
                        className="block rounded-md px-3 py-2.5 text-sm text-foreground transition-colors hover:bg-muted hover:text-primary aria-[current=page]:bg-primary-soft aria-[current=page]:font-semibold aria-[current=page]:text-primary"
                      >
                        {t(item.labelKey)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
              <li>
                <NavLink href={JURISDICTIONS_PATH} currentPath={currentPath} className={LINK_CLASS}>
                  {t('jurisdictions')}
                </NavLink>
              </li>
              <li>
                <NavLink href={FEES_PATH} currentPath={currentPath} className={LINK_CLASS}>
                  {t('fees')}
                </NavLink>
              </li>
              <li>
                <NavLink href={CONTACT_PATH} currentPath={currentPath} className={LINK_CLASS}>
                  {t('contact')}
                </NavLink>
              </li>
            </ul>
          </nav>
          <div className="mt-4 border-t border-border pt-4">
            <LanguageSwitcher variant="mobile" currentPath={currentPath} />
          </div>
        </Container>
      </div>
    </div>
  );
}
