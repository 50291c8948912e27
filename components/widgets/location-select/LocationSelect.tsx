import { ChevronDown } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { getPathname } from '@/lib/i18n/navigation';
import { locationSelectAttrs } from './contract';

const SELECT_ID = 'hero-location';

/**
 * The hero's location dropdown (docs/requirements.md, §2 Home, §4 Location choice): a labelled `<select>` whose
 * first, disabled option is the prompt. Choosing a location stores its slug in localStorage
 * (`selectedLocation`) and opens `/{slug}` in the current locale (`./enhance.ts`).
 *
 * @param locations - the country pages offered, `slug` without a leading slash
 * @param prompt - text of the disabled first option, e.g. "Choose a location"
 */
export function LocationSelect({
  locations,
  prompt,
  className,
}: {
  locations: readonly { name: string; slug: string; language?: string }[];
  prompt: string;
  className?: string;
}) {
  const t = useTranslations('hero');
  const home = getPathname({ href: '/', locale: useLocale() });
  // Without JavaScript the picker is a GET form to the home page, which `proxy.ts` answers with
  // a redirect to the chosen country page; its Go button shows only then.
  return (
    <form method="get" action={home} className={`flex gap-2 ${className ?? ''}`}>
      <div className="relative min-w-0 flex-1">
        <label htmlFor={SELECT_ID} className="sr-only">
          {t('chooseLocation')}
        </label>
        <select
          id={SELECT_ID}
          name="location"
          required
          {...locationSelectAttrs(home === '/' ? '' : home)}
          defaultValue=""
          autoComplete="off"
          className="h-12 w-full cursor-pointer appearance-none rounded-lg border border-primary-foreground/30 bg-background pr-11 pl-4 text-base text-foreground shadow-sm transition-colors hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <option value="" disabled>
            {prompt}
          </option>
          {locations.map((location) => (
            <option key={location.slug} value={location.slug} lang={location.language}>
              {location.name}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-muted-foreground"
        />
      </div>
      <button data-nojs-only="" type="submit" className="h-12 shrink-0 rounded-lg bg-accent px-5 font-semibold text-accent-foreground">
        {t('go')}
      </button>
    </form>
  );
}
