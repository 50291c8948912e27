import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/AppLink';

/**
 * The company logo: a navy mark with a gold meridian ring, then the company name; links to the
 * home page (docs/requirements.md, §2 Header and footer: the logo links to /).
 *
 * @param companyName - shown next to the mark and used in the link's accessible name
 * @param tone - `light` for white backgrounds (header), `dark` for the navy footer
 */
export function Logo({ companyName, tone = 'light' }: { companyName: string; tone?: 'light' | 'dark' }) {
  const t = useTranslations('nav');
  const dark = tone === 'dark';
  return (
    // `min-w-0`: on phones narrower than 412 px the name wraps to two lines instead of pushing
    // the header's menu button off the screen.
    <AppLink
      href="/"
      aria-label={t('homeLink', { company: companyName })}
      className={`inline-flex min-w-0 items-center gap-2.5 rounded-md ${dark ? 'focus-visible:outline-primary-foreground' : ''}`}
    >
      <LogoMark dark={dark} />
      <span
        className={`font-display text-lg leading-tight font-semibold tracking-tight sm:text-xl ${
          dark ? 'text-primary-foreground' : 'text-primary'
        }`}
      >
        {companyName}
      </span>
    </AppLink>
  );
}

/** The square logo mark (decorative; the link carries the name). */
function LogoMark({ dark }: { dark: boolean }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="h-9 w-9 shrink-0">
      <rect
        x="0.5"
        y="0.5"
        width="31"
        height="31"
        rx="8"
        className={dark ? 'fill-primary-foreground/10 stroke-primary-foreground/25' : 'fill-primary stroke-primary'}
      />
      <circle cx="16" cy="16" r="9" fill="none" strokeWidth="2" className="stroke-accent" />
      <ellipse cx="16" cy="16" rx="4" ry="9" fill="none" strokeWidth="1.5" className="stroke-primary-foreground" />
      <path d="M7 16h18" fill="none" strokeWidth="1.5" strokeLinecap="round" className="stroke-primary-foreground" />
    </svg>
  );
}
