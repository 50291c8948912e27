import { useLocale, useTranslations } from 'next-intl';
import { fallbackLang } from '@/lib/i18n/fallback';
import type { Locale } from '@/lib/i18n/locales';
import { inputClassName } from '@/components/forms/Field';
import { Button } from '@/components/ui/Button';
import { cardClassName } from '@/components/ui/Card';
import { cn } from '@/components/ui/cn';
import type { ComparePageData } from '@/lib/content';
import { COMPARE_MAX, COMPARE_MIN } from '@/lib/compare/selection';

/** Props of {@link ComparePicker}. */
export type ComparePickerProps = {
  /** Every country, sorted by name in the visitor's language. */
  countries: ComparePageData['countries'];
  /** Slugs already chosen, shown selected in the first fields. */
  chosen: readonly string[];
  /** The localized path of `/compare`, where the form sends `c=<slug>` once per field. */
  action: string;
};

/**
 * The countries picker of `/compare`: a plain GET form with four selects named
 * `c`, the first {@link COMPARE_MIN} required, so it caps the choice at {@link COMPARE_MAX} and
 * needs no JavaScript. The proxy turns `?c=a&c=b` into the canonical `?c=a,b` (`proxy.ts`).
 * Countries are grouped by region, in the order of the region pages.
 */
export function ComparePicker({ countries, chosen, action }: ComparePickerProps) {
  const t = useTranslations('compare');
  const locale = useLocale() as Locale;
  const regions = new Map<string, { name: string; order: number; countries: ComparePageData['countries'] }>();
  for (const country of countries) {
    const region = regions.get(country.region.slug) ?? { name: country.region.name, order: country.region.order, countries: [] };
    region.countries.push(country);
    regions.set(country.region.slug, region);
  }
  const groups = [...regions.values()].sort((a, b) => a.order - b.order);
  return (
    <form method="get" action={action} data-compare-form="" className={cn(cardClassName, 'p-6 sm:p-8')}>
      <fieldset>
        <legend className="text-lg font-semibold text-primary">{t('pickerLegend')}</legend>
        <p className="mt-1 text-sm text-muted-foreground">{t('pickerHint', { min: COMPARE_MIN, max: COMPARE_MAX })}</p>
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: COMPARE_MAX }, (_, i) => {
            const required = i < COMPARE_MIN;
            return (
              <label key={i} className="flex flex-col gap-2 text-sm font-medium text-primary">
                <span>
                  {t('country', { number: i + 1 })}
                  {required ? null : <span className="font-normal text-muted-foreground"> {t('optional')}</span>}
                </span>
                <select
                  name="c"
                  required={required}
                  aria-required={required || undefined}
                  defaultValue={chosen[i] ?? ''}
                  className={inputClassName(false)}
                >
                  <option value="">{t('choose')}</option>
                  {groups.map((group) => (
                    <optgroup key={group.name} label={group.name}>
                      {group.countries.map((country) => (
                        <option key={country.slug} value={country.slug} lang={fallbackLang(country.language, locale)}>
                          {country.name}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              </label>
            );
          })}
        </div>
      </fieldset>
      <Button type="submit" variant="accent" size="lg" className="mt-6 w-full sm:w-auto">
        {t('submit')}
      </Button>
    </form>
  );
}
