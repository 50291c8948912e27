import { Check } from 'lucide-react';
import { Flag } from '@/components/layout/Flag';
import { LANGUAGES } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { languageLinksRootAttrs } from './contract';

/**
 * The list of language links (docs/requirements.md, §2 Header and footer, §9 Supported languages): each leads to `path` in
 * its locale, with flag, upper-case code and native name (marked with its `lang`), the current
 * language marked with `aria-current`. `./enhance.ts` remembers the language a visitor follows.
 *
 * @param current - the page's locale
 * @param path - the locale-free path every link leads to
 * @param label - the list's accessible name, or `labelledBy` the id of an element naming it
 * @param columns - a grid of two or three columns (the mobile menu) instead of one column
 */
export function LanguageLinks({
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
      {...languageLinksRootAttrs()}
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
