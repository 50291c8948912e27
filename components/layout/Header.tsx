import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ButtonLink, buttonVariants } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { AppLink } from '@/components/ui/AppLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { NavLink } from './NavLink';
import { CONTACT_PATH, FEES_PATH, HOME_PATH, JURISDICTIONS_PATH, SEARCH_PATH, SERVICE_NAV_ITEMS } from './nav-items';
import { ServicesMenu } from './ServicesMenu';
import { searchOpenAttrs } from '@/components/widgets/site-search/contract';
import { SiteSearch } from '@/components/widgets/site-search/SiteSearch';

const NAV_LINK_CLASS =
  'inline-flex items-center rounded-md px-3 py-2 text-sm font-medium text-foreground/80 transition-colors hover:bg-muted hover:text-primary aria-[current=page]:font-semibold aria-[current=page]:text-primary aria-[current=page]:shadow-[inset_0_-2px_0_var(--color-accent)]';

/**
 * The shared sticky header (docs/requirements.md, §2 Header and footer): logo linking to /, the desktop
 * navigation from `lg` up (Home, Services dropdown, Jurisdictions, Fees), the search (a link to
 * `/search`, so it leads somewhere without JavaScript too, that opens the search dialog once
 * `enhance.js` runs), the language switcher and the contact button; below `lg`
 * the menu toggle with its panel. The current page's link carries `aria-current="page"`.
 *
 * @param companyName - shown beside the logo mark (site settings)
 * @param currentPath - the locale-free path of the page (`/banking`), for `aria-current` and
 *   the language links; `null` on the 404 page
 */
export function Header({ companyName, currentPath }: { companyName: string; currentPath: string | null }) {
  const t = useTranslations('nav');
  const services = SERVICE_NAV_ITEMS.map((item) => ({ href: item.href, label: t(item.labelKey) }));

  return (
    <header className="sticky top-0 z-50 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <Container className="flex h-16 items-center justify-between gap-3 lg:h-20">
        <Logo companyName={companyName} />

        <nav aria-label={t('mainMenu')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink href={HOME_PATH} currentPath={currentPath} className={NAV_LINK_CLASS}>
                {t('home')}
              </NavLink>
            </li>
            <li>
              <ServicesMenu label={t('services')} items={services} currentPath={currentPath} />
            </li>
            <li>
              <NavLink href={JURISDICTIONS_PATH} currentPath={currentPath} className={NAV_LINK_CLASS}>
                {t('jurisdictions')}
              </NavLink>
            </li>
            <li>
              <NavLink href={FEES_PATH} currentPath={currentPath} className={NAV_LINK_CLASS}>
                {t('fees')}
              </NavLink>
            </li>
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          <AppLink
            href={SEARCH_PATH}
            {...searchOpenAttrs()}
            aria-label={t('search')}
            title={t('search')}
            className={buttonVariants({ variant: 'ghost', size: 'icon', className: '[&_svg]:size-5' })}
          >
            <Search aria-hidden="true" />
          </AppLink>
          <div className="hidden lg:block">
            <LanguageSwitcher variant="desktop" currentPath={currentPath} />
          </div>
          <ButtonLink href={CONTACT_PATH} variant="accent" className="hidden lg:inline-flex">
            {t('contact')}
          </ButtonLink>
          <MobileMenu currentPath={currentPath} />
        </div>
      </Container>
      <SiteSearch mode="dialog" />
    </header>
  );
}
