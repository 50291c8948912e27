'use client';

import { ChevronDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, type ChangeEvent } from 'react';
import { useRouter } from '@/lib/i18n/navigation';

/** localStorage key under which the chosen location slug is kept (spec §4 Location choice). */
export const SELECTED_LOCATION_KEY = 'selectedLocation';

/**
 * The hero's location dropdown (spec §2 Home, §4 Location choice): a labelled `<select>` whose
 * first, disabled option is the prompt; choosing a location stores its slug in localStorage
 * (`selectedLocation`) and navigates to `/{slug}` in the current locale.
 *
 * @param locations - the country pages offered, `slug` without a leading slash
 * @param prompt - text of the disabled first option, e.g. "Choose a location"
 */
export function LocationSelect({
  locations,
  prompt,
  className,
}: {
  locations: readonly { name: string; slug: string }[];
  prompt: string;
  className?: string;
}) {
  const t = useTranslations('hero');
  const router = useRouter();
  const id = useId();

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const slug = event.target.value;
    if (!slug) return;
    try {
      window.localStorage.setItem(SELECTED_LOCATION_KEY, slug);
    } catch {
      // Storage can be unavailable (private mode, blocked cookies); navigation still works.
    }
    router.push(`/${slug}`);
  }

  return (
    <div className={`relative ${className ?? ''}`}>
      <label htmlFor={id} className="sr-only">
        {t('chooseLocation')}
      </label>
      <select
        id={id}
        defaultValue=""
        onChange={onChange}
        className="h-12 w-full cursor-pointer appearance-none rounded-lg border border-primary-foreground/30 bg-background pr-11 pl-4 text-base text-foreground shadow-sm transition-colors hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <option value="" disabled>
          {prompt}
        </option>
        {locations.map((location) => (
          <option key={location.slug} value={location.slug}>
            {location.name}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
