import { CountryFlag } from '@/components/ui/CountryFlag';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/components/ui/cn';

/**
 * The picture on the right of an inner page's hero band, shown from the `lg`
 * breakpoint, where the band would otherwise leave an empty navy half. Decorative: the heading
 * beside it says what it shows, so images carry `alt=""`. Flags load lazily, so phones, which
 * never show the visual, never download them, and the heading stays the largest paint.
 */
export type HeroVisualData =
  | { kind: 'flag'; countryCode: string }
  | { kind: 'flags'; countryCodes: readonly string[] }
  | { kind: 'icon'; icon: string };

/** The framed flag, flag mosaic or icon of {@link HeroVisualData}. */
export function HeroVisual({ visual }: { visual: HeroVisualData }) {
  return (
    <div aria-hidden="true" data-hero-visual={visual.kind} className="relative hidden size-80 shrink-0 place-items-center lg:grid xl:size-96">
      <div className="absolute inset-0 rounded-full border border-primary-foreground/10" />
      <div className="absolute inset-8 rounded-full border border-primary-foreground/15" />
      <div className="absolute inset-16 rounded-full bg-primary-foreground/5" />
      {visual.kind === 'flag' ? (
        <CountryFlag code={visual.countryCode} width={256} className="relative -rotate-3 rounded-lg shadow-2xl ring-1 ring-primary-foreground/25" />
      ) : visual.kind === 'flags' ? (
        <FlagMosaic codes={visual.countryCodes} />
      ) : (
        <span className="relative grid size-40 place-items-center rounded-3xl bg-accent text-accent-foreground shadow-2xl ring-1 ring-primary-foreground/25 xl:size-48">
          <Icon name={visual.icon} className="size-20 xl:size-24" />
        </span>
      )}
    </div>
  );
}

/** Up to 16 flags in a square-ish grid that follows their count (4 flags: 2 × 2; 16: 4 × 4). */
function FlagMosaic({ codes }: { codes: readonly string[] }) {
  const shown = codes.slice(0, 16);
  const columns = Math.ceil(Math.sqrt(shown.length));
  const width = columns <= 2 ? 112 : columns === 3 ? 80 : 60;
  return (
    <ul className={cn('relative grid gap-3', ['grid-cols-1', 'grid-cols-2', 'grid-cols-3', 'grid-cols-4'][columns - 1])}>
      {shown.map((code, i) => (
        <li key={code} className={cn(i % 2 ? 'rotate-2' : '-rotate-2')}>
          <CountryFlag code={code} width={width} className="rounded-md shadow-lg ring-1 ring-primary-foreground/25" />
        </li>
      ))}
    </ul>
  );
}
