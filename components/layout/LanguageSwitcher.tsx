import { Check, ChevronDown, Globe } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { LANGUAGES } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { DisclosureTrigger } from './DisclosureTrigger';
import { Flag } from './Flag';

/**
 * Language switcher (spec §2 Header, §9 supported languages): the seven languages with flag,
 * upper-case code and native name (marked with its `lang`), the current one marked.
 *
 * Each language is a plain link to the current page in that locale, so the page stays the same
 * and it works without JavaScript; `components/enhance/language-links.ts` stores the choice in
 * next-intl's `NEXT_LOCALE` cookie on click, so a later visit to an unprefixed (English) path
 * is not sent back to the previous language.
 *
 * @param variant - `desktop`: a disclosure button opening a dropdown (Escape, a click outside or
 *   focus leaving closes it, `components/enhance/disclosure.ts`); `mobile`: an always-visible
 *   list for the mobile menu panel
 * @param currentPath - the locale-free path of the current page; `null` (404 page) links to
 *   each locale's home page
 */
export function LanguageSwitcher({
  variant = 'desktop',
  currentPath,
}: {
  variant?: 'desktop' | 'mobile';
  currentPath: string | null;
}) {
  const t = useTranslations('languages');
  const locale = useLocale();
  const current = LANGUAGES.find((language) => language.code === locale) ?? LANGUAGES[0];
  const listId = `languages-${variant}`;

  if (variant === 'mobile') {
    return (
      <div>
        <p
          id={listId}
          className="mb-2 flex items-center gap-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase"
        >
          <Globe aria-hidden="true" className="h-4 w-4" />
          {t('label')}
        </p>
        <LanguageList labelledBy={listId} current={current.code} path={currentPath ?? '/'} columns />
      </div>
    );
  }

  return (
    <div data-enhance="disclosure" data-close-on-blur="" className="relative">
      <DisclosureTrigger
        panelId={listId}
        title={t('current', { name: current.name })}
        className="group inline-flex h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-foreground/80 transition-colors hover:bg-muted hover:text-primary aria-expanded:bg-muted aria-expanded:text-primary"
      >
        <span className="sr-only">{t('label')}</span>
        <Flag code={current.code} className="h-3.5 w-5 rounded-[2px] shadow-sm ring-1 ring-black/10" />
        <span>{current.code.toUpperCase()}</span>
        <ChevronDown
          aria-hidden="true"
          className="h-4 w-4 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
        />
      </DisclosureTrigger>
      <div
        id={listId}
        hidden
        className="absolute top-full right-0 z-50 mt-2 w-56 rounded-card border border-border bg-background p-2 shadow-card"
      >
        <LanguageList label={t('label')} current={current.code} path={currentPath ?? '/'} />
      </div>
    </div>
  );
}

/** The list of language links; each leads to `path` in its locale. */
function LanguageList({
  current,
  path,
  label,
  labelledBy,
  columns = false,
}: {
  current: string;
  path: string;
  label?: string;
  labelledBy?: string;
  columns?: boolean;
}) {
  return (
    <ul
      data-enhance="language-links"
      aria-label={label}
      aria-labelledby={labelledBy}
      className={columns ? 'grid grid-cols-2 gap-1 sm:grid-cols-3' : 'space-y-0.5'}
    >
      {LANGUAGES.map((language) => {
        const active = language.code === current;
        return (
          <li key={language.code}>
            <a
              href={getPathname({ href: path, locale: language.code })}
              hrefLang={language.code}
              aria-current={active ? 'true' : undefined}
              className="flex items-center gap-2.5 rounded-md px-3 py-2.5 text-sm text-foreground transition-colors hover:bg-muted hover:text-primary aria-[current=true]:bg-primary-soft aria-[current=true]:font-semibold aria-[current=true]:text-primary"
            >
              <Flag code={language.code} className="h-3.5 w-5 rounded-[2px] shadow-sm ring-1 ring-black/10" />
              <span className="w-6 text-xs font-semibold text-muted-foreground">{language.code.toUpperCase()}</span>
              <span lang={language.code}>{language.name}</span>
              {active && <Check aria-hidden="true" className="ml-auto h-4 w-4" />}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
