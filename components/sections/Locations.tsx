import { MapPin } from 'lucide-react';
import { cardClassName } from '@/components/ui/Card';
import { cn } from '@/components/ui/cn';
import { SectionShell } from './SectionShell';
import type { SectionOf, SectionTone } from './types';
import { gridColumns } from '@/components/ui/grid-columns';

/** Props of {@link Locations}. */
export type LocationsProps = { section: SectionOf<'locationsSection'>; tone?: SectionTone; id?: string };

/**
 * Featured office locations (docs/requirements.md, §2 /virtual-office): a card per location with the city (h3),
 * the country and, when given, the address next to a map-pin icon.
 */
export function Locations({ section, tone, id }: LocationsProps) {
  const locations = section.locations ?? [];
  if (locations.length === 0) return null;
  return (
    <SectionShell heading={section.heading} intro={section.intro} tone={tone} id={id}>
      <ul className={cn('gap-5 lg:gap-6', gridColumns(locations.length, [3, 4]))}>
        {locations.map((location) => (
          <li key={location._key} className={cn(cardClassName, 'flex flex-col p-6')}>
            <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">{location.country}</p>
            <h3 className="mt-1 font-display text-2xl font-semibold text-primary">{location.city}</h3>
            {location.address ? (
              <p className="mt-4 flex gap-2 border-t border-border pt-4 text-sm leading-relaxed text-muted-foreground">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>{location.address}</span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
