import { cn } from '@/components/ui/cn';
import { Container } from '@/components/ui/Container';

/** One statistic: a short figure ("27+") and its label ("EU countries"). */
export type Stat = { _key: string; value: string; label: string };

/** Props of {@link StatsBar}. */
export type StatsBarProps = {
  stats: Stat[] | null | undefined;
  /** `band`: a white strip with dividers below a hero; `plain`: figures only, for use inside another section. */
  appearance?: 'band' | 'plain';
  className?: string;
};

/**
 * Key figures (docs/requirements.md, §2 /global-registration/europe stats, §9 Default statistics): big values
 * with their labels as a description list, two columns on phones and four from lg. Values come
 * in the locale's number format from the loader (facts filled, typed figures through
 * `formatFigure`), so they are shown as they are.
 */
export function StatsBar({ stats, appearance = 'band', className }: StatsBarProps) {
  if (!stats?.length) return null;
  const list = (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat._key} className="flex flex-col-reverse items-center gap-1 text-center lg:border-l lg:border-border lg:first:border-l-0">
          <dt className="text-sm font-medium text-muted-foreground sm:text-base">{stat.label}</dt>
          <dd className="font-display text-3xl font-semibold tracking-tight text-primary sm:text-4xl lg:text-5xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
  if (appearance === 'plain') return <div className={className}>{list}</div>;
  return (
    <div className={cn('border-b border-border bg-background py-10 sm:py-12', className)}>
      <Container>{list}</Container>
    </div>
  );
}
