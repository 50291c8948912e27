import { useTranslations } from 'next-intl';
import { Container } from '@/components/ui/Container';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { SiteSettingsQueryResult } from '@/lib/content/sanity.types';

/** Props of {@link AboutSection}. */
export type AboutSectionProps = {
  heading: string;
  /** The about text, one string per paragraph (docs/requirements.md, §2 Home: two paragraphs). */
  paragraphs: readonly string[];
  /**
   * The statistic tiles, e.g. 115+ Countries (docs/requirements.md, §9 Default statistics), their values already
   * in the locale's format: the company's facts (`{countries}`), or WordPress figures formatted
   * by the loader.
   */
  stats: NonNullable<SiteSettingsQueryResult>['stats'];
};

/**
 * The home page's About section (docs/requirements.md, §2 Home, §9 Default statistics): heading and paragraphs
 * on the left, the statistics as a 2×2 grid of tiles on the right (stacked on phones).
 */
export function AboutSection({ heading, paragraphs, stats }: AboutSectionProps) {
  const t = useTranslations('home');
  return (
    <section aria-labelledby="about-heading" className="py-16 sm:py-20 lg:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading id="about-heading" eyebrow={t('aboutLabel')} heading={heading} align="left" />
          <div className="mt-6 space-y-4 text-base leading-relaxed text-muted-foreground sm:text-lg">
            {paragraphs.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4 sm:gap-6">
          {stats.map((stat) => (
            <div
              key={stat._key}
              className="flex flex-col-reverse rounded-card border border-border bg-muted p-5 text-center shadow-card sm:p-8"
            >
              <dt className="mt-2 text-sm font-medium tracking-wide text-muted-foreground uppercase">{stat.label}</dt>
              <dd className="font-display text-3xl font-semibold text-primary sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
