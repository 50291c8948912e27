/**
 * A country's flag as a 4:3 image from `public/flags/` (copied from `flag-icons` before every
 * build, `scripts/copy-flags.ts`), loaded lazily. Decorative by default (`alt=""`): pass `label`
 * where the flag is the only name of the country.
 * @param code - ISO 3166-1 alpha-2, either case (`DK`, `ae`)
 * @param width - CSS pixels; the height follows (4:3)
 */
export function CountryFlag({ code, width, label, className }: { code: string; width: number; label?: string; className?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a static SVG; next/image would add nothing but its loader
    <img
      src={`/flags/${code.toLowerCase()}.svg`}
      width={width}
      height={Math.round((width * 3) / 4)}
      alt={label ?? ''}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
