import { ChevronDown, Globe } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { LANGUAGES } from '@/lib/i18n/locales';
import { disclosureRootAttrs } from '@/components/widgets/disclosure/contract';
import { DisclosureTrigger } from '@/components/widgets/disclosure/DisclosureTrigger';
import { LanguageLinks } from '@/components/widgets/language-links/LanguageLinks';
import { Flag } from './Flag';

/**
 * Language switcher (docs/requirements.md, §2 Header and footer, §9 Supported languages): the seven languages with flag,
 * upper-case code and native name (marked with its `lang`), the current one marked.
 *
 * Each language is a plain link to the current page in that locale, so the page stays the same
 * and it works without JavaScript; the links are the language-links widget
 * (`components/widgets/language-links/`), which stores the choice in local storage on click, so
 * the home page (`/`) later opens in it.
 *
 * @param variant - `desktop`: a disclosure button opening a dropdown (Escape, a click outside or
 *   focus leaving closes it, `components/widgets/disclosure/`); `mobile`: an always-visible
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
        <LanguageLinks labelledBy={listId} current={current.code} path={currentPath ?? '/'} columns />
      </div>
    );
  }

  return (
    <div {...disclosureRootAttrs({ closeOnBlur: true })} className="relative">
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
        <LanguageLinks label={t('label')} current={current.code} path={currentPath ?? '/'} />
      </div>
    </div>
  );
}
