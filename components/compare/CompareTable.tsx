import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/AppLink';
import { CountryFlag } from '@/components/ui/CountryFlag';
import type { ComparePageData } from '@/lib/content';
import {
  companyTypeNames,
  corporateTaxLine,
  directorLines,
  incorporationTimeLine,
  minimumCapitalLines,
  type FactLine,
  type FactWords,
} from '@/lib/compare/format';
import type { Locale } from '@/lib/i18n/locales';
import { formatPercent } from '@/lib/i18n/number-format';
import { fallbackLang } from '@/lib/i18n/fallback';

/** Props of {@link CompareTable}. */
export type CompareTableProps = {
  locale: Locale;
  /** Two to four countries, in column order. */
  countries: ComparePageData['selected'];
};

/**
 * The comparison itself: one column per country, one row per fact, from each
 * country's structured `comparison` facts, numbers in the visitor's locale format. A fact a
 * document does not state shows as "Not stated", never as a guess. On narrow screens the table
 * scrolls sideways inside a focusable region (keyboard users can scroll it) while the fact names
 * stay in view.
 */
export async function CompareTable({ locale, countries }: CompareTableProps) {
  const t = await getTranslations({ locale, namespace: 'compare' });
  const words: FactWords = {
    about: (rate) => t('about', { rate }),
    noCapital: t('noCapital'),
    paidUp: (amount) => t('paidUp', { amount }),
    minimumDirectors: (count) => t('minimumDirectors', { count }),
    localDirector: (required) => t('localDirector', { required }),
    secretary: (required) => t('secretary', { required }),
  };
  const rows: { key: string; label: string; cell: (facts: ComparePageData['selected'][number]['comparison']) => FactLine[] }[] = [
    { key: 'corporate-tax', label: t('rows.corporateTax'), cell: (facts) => lines(corporateTaxLine(locale, facts?.corporateTax ?? null, words)) },
    { key: 'vat', label: t('rows.vat'), cell: (facts) => (facts?.vatPercent != null ? [{ value: formatPercent(locale, facts.vatPercent) }] : []) },
    { key: 'company-types', label: t('rows.companyTypes'), cell: (facts) => companyTypeNames(facts?.minimumCapital ?? null).map((name) => ({ value: name })) },
    { key: 'minimum-capital', label: t('rows.minimumCapital'), cell: (facts) => minimumCapitalLines(locale, facts?.minimumCapital ?? null, words) },
    { key: 'incorporation-time', label: t('rows.incorporationTime'), cell: (facts) => lines(incorporationTimeLine(locale, facts?.incorporationTime ?? null)) },
    { key: 'directors', label: t('rows.directors'), cell: (facts) => directorLines(facts?.directors ?? null, words) },
  ];
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(countries.map((country) => country.name));
  return (
    <div role="region" aria-labelledby="compare-caption" tabIndex={0} className="overflow-x-auto rounded-card border border-border bg-background shadow-card focus-visible:outline-2 focus-visible:outline-ring">
      {/* Equal country columns of at least 10rem: on a phone the table scrolls rather than squeezing them. */}
      <table data-compare-table="" className="w-full table-fixed border-collapse text-left text-sm sm:text-base" style={{ minWidth: `${8 + countries.length * 10}rem` }}>
        <caption id="compare-caption" className="sr-only">
          {t('caption', { countries: names })}
        </caption>
        <thead>
          <tr className="border-b border-border bg-muted">
            <td className="sticky left-0 z-10 w-32 bg-muted p-4 sm:w-44" />
            {countries.map((country) => (
              <th key={country.slug} scope="col" className="p-4 align-bottom">
                <AppLink href={`/${country.slug}`} className="group inline-flex flex-col gap-2 font-semibold text-primary">
                  <CountryFlag code={country.countryCode} width={48} className="rounded-sm shadow ring-1 ring-border" />
                  <span lang={fallbackLang(country.language, locale)} className="underline decoration-accent/50 underline-offset-4 group-hover:decoration-accent">
                    {country.name}
                  </span>
                </AppLink>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-fact={row.key} className="border-b border-border last:border-b-0">
              <th scope="row" className="sticky left-0 z-10 bg-background p-4 align-top text-sm font-medium text-muted-foreground shadow-[1px_0_0_var(--color-border)]">
                {row.label}
              </th>
              {countries.map((country) => (
                <td key={country.slug} className="p-4 align-top">
                  <FactCell lines={row.cell(country.comparison)} notStated={t('notStated')} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function lines(line: FactLine | null): FactLine[] {
  return line ? [line] : [];
}

/** A cell's lines, or "Not stated" in muted italics. */
function FactCell({ lines: cellLines, notStated }: { lines: FactLine[]; notStated: string }) {
  if (cellLines.length === 0) return <span className="text-muted-foreground italic" data-not-stated="">{notStated}</span>;
  return (
    <ul className="space-y-2">
      {cellLines.map((line, i) => (
        <li key={i}>
          {line.label ? <span className="font-medium text-muted-foreground">{line.label}: </span> : null}
          <span className="font-semibold text-primary">{line.value}</span>
          {line.note ? <span className="block text-sm text-muted-foreground">{line.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}
