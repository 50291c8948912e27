import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/AppLink';
import { Container } from '@/components/ui/Container';
import type { SiteSettings } from '@/lib/content';
import { Logo } from './Logo';

type Settings = SiteSettings;

const LINK_CLASS =
  'rounded-sm text-primary-foreground/80 transition-colors hover:text-accent focus-visible:outline-primary-foreground';

/**
 * The shared navy footer (docs/requirements.md, §2 Header and footer): logo and tagline, the Quick Links and
 * Services link columns (from site settings), a Contact column with the email (mailto:), the
 * phone number (tel:, spaces removed) and the London address, then a copyright bar with the
 * link to the privacy policy.
 *
 * @param settings - the site settings document of the current locale
 */
export function Footer({ settings }: { settings: Settings }) {
  const t = useTranslations('footer');
  const { address } = settings;
  const year = new Date().getFullYear();

  return (
    <footer className="bg-primary text-primary-foreground">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:gap-12 lg:py-16">
        <div className="space-y-4">
          <Logo companyName={settings.companyName} tone="dark" />
          {settings.tagline ? (
            <p className="max-w-xs text-sm leading-relaxed text-primary-foreground/75">{settings.tagline}</p>
          ) : null}
        </div>

        <FooterLinks id="footer-quick-links" heading={t('quickLinks')} links={settings.quickLinks ?? []} />
        <FooterLinks id="footer-services" heading={t('services')} links={settings.serviceLinks ?? []} />

        <div>
          <FooterHeading id="footer-contact">{t('contact')}</FooterHeading>
          <address className="not-italic">
            <ul className="space-y-4 text-sm">
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                <a href={settings.emailHref} className={`${LINK_CLASS} break-all`}>
                  {settings.email}
                </a>
              </li>
              <li className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                <a href={settings.phoneHref} className={LINK_CLASS}>
                  {settings.phone}
                </a>
              </li>
              <li className="flex gap-3 text-primary-foreground/80">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                <span>
                  {address.street}
                  <br />
                  {address.area}
                  <br />
                  {address.city} {address.postcode}
                  <br />
                  {address.country}
                </span>
              </li>
            </ul>
          </address>
        </div>
      </Container>

      <div className="border-t border-primary-foreground/15">
        <Container className="flex flex-col gap-2 py-6 text-sm text-primary-foreground/70 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('rights', { year, company: settings.companyName })}</p>
          <AppLink href="/privacy" className={LINK_CLASS}>
            {t('privacy')}
          </AppLink>
        </Container>
      </div>
    </footer>
  );
}

/** A footer column heading. */
function FooterHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="mb-5 text-sm font-semibold tracking-wider text-accent uppercase">
      {children}
    </h2>
  );
}

/** A titled footer column of links (internal paths keep the locale). */
function FooterLinks({ id, heading, links }: { id: string; heading: string; links: NonNullable<Settings['quickLinks']> }) {
  return (
    <nav aria-labelledby={id}>
      <FooterHeading id={id}>{heading}</FooterHeading>
      <ul className="space-y-3 text-sm">
        {links.map((link) => (
          <li key={link._key}>
            <AppLink href={link.href} className={LINK_CLASS}>
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
