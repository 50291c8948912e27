'use client';

import { Check, ChevronDown, Globe } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useId, useRef, useState } from 'react';
import { LANGUAGES } from '@/lib/i18n/locales';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { Flag } from './Flag';
import { useDismiss } from './use-dismiss';

/**
 * Language switcher (spec §2 Header, §9 supported languages): the seven languages with flag,
 * upper-case code and native name (marked with its `lang`), the current one marked.
 *
 * Each language is a locale-changing next-intl `Link` to the current page (`replace`), so the
 * page stays the same, it works without JavaScript, and next-intl stores the choice in its
 * `NEXT_LOCALE` cookie.
 *
 * @param variant - `desktop`: a disclosure button opening a dropdown (Escape or a click
 *   outside closes it); `mobile`: an always-visible list for the mobile menu panel
 * @param onNavigate - called after a language is chosen (the mobile menu closes itself)
 */
export function LanguageSwitcher({
  variant = 'desktop',
  onNavigate,
}: {
  variant?: 'desktop' | 'mobile';
  onNavigate?: () => void;
}) {
  const t = useTranslations('languages');
  const locale = useLocale();
  const current = LANGUAGES.find((language) => language.code === locale) ?? LANGUAGES[0];
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);

  const choose = () => {
    setOpen(false);
    onNavigate?.();
  };

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
        <LanguageList labelledBy={listId} current={current.code} onChoose={choose} columns />
      </div>
    );
  }

  return (
    <div
      ref={root}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        title={t('current', { name: current.name })}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-foreground/80 transition-colors hover:bg-muted hover:text-primary aria-expanded:bg-muted aria-expanded:text-primary"
      >
        <span className="sr-only">{t('label')}</span>
        <Flag code={current.code} className="h-3.5 w-5 rounded-[2px] shadow-sm ring-1 ring-black/10" />
        <span>{current.code.toUpperCase()}</span>
        <ChevronDown
          aria-hidden="true"
          className={`h-4 w-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        id={listId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-56 rounded-card border border-border bg-background p-2 shadow-card"
      >
        <LanguageList label={t('label')} current={current.code} onChoose={choose} />
      </div>
    </div>
  );
}

/** The list of language links; each keeps the current path and switches the locale. */
function LanguageList({
  current,
  onChoose,
  label,
  labelledBy,
  columns = false,
}: {
  current: string;
  onChoose: () => void;
  label?: string;
  labelledBy?: string;
  columns?: boolean;
}) {
  const pathname = usePathname();
  return (
    <ul
      aria-label={label}
      aria-labelledby={labelledBy}
      className={columns ? 'grid grid-cols-2 gap-1 sm:grid-cols-3' : 'space-y-0.5'}
    >
      {LANGUAGES.map((language) => {
        const active = language.code === current;
        return (
          <li key={language.code}>
            <Link
              href={pathname || '/'}
              locale={active ? undefined : language.code}
              replace
              aria-current={active ? 'true' : undefined}
              onClick={onChoose}
              className="flex items-center gap-2.5 rounded-md px-3 py-2.5 text-sm text-foreground transition-colors hover:bg-muted hover:text-primary aria-[current=true]:bg-primary-soft aria-[current=true]:font-semibold aria-[current=true]:text-primary"
            >
              <Flag code={language.code} className="h-3.5 w-5 rounded-[2px] shadow-sm ring-1 ring-black/10" />
              <span className="w-6 text-xs font-semibold text-muted-foreground">{language.code.toUpperCase()}</span>
              <span lang={language.code}>{language.name}</span>
              {active && <Check aria-hidden="true" className="ml-auto h-4 w-4" />}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
