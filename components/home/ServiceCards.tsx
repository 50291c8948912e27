import { ArrowRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/AppLink';
import { Container } from '@/components/ui/Container';
import { Icon } from '@/components/ui/Icon';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { HomePageQueryResult } from '@/lib/content/sanity.types';
import { cn } from '@/components/ui/cn';
import { gridColumns } from '@/components/ui/grid-columns';

/** Props of {@link ServiceCards}. */
export type ServiceCardsProps = {
  heading: string;
  intro?: string | null;
  /** Service items from the content source (docs/requirements.md, §3 Service item; built-in four when empty). */
  services: HomePageQueryResult['services'];
};

/**
 * The home page's Services section (docs/requirements.md, §2 Home, §3 Service item): one card per service with
 * its icon (unknown names show Building2), title (h3), excerpt, description and a Learn More
 * link when the service has a page.
 */
export function ServiceCards({ heading, intro, services }: ServiceCardsProps) {
  const t = useTranslations('common');
  const th = useTranslations('home');
  return (
    <section aria-labelledby="services-heading" className="bg-muted py-16 sm:py-20 lg:py-24">
      <Container>
        <SectionHeading id="services-heading" eyebrow={th('servicesLabel')} heading={heading} intro={intro} />
        <ul className={cn('mt-12 gap-6', gridColumns(services.length))}>
          {services.map((service) => (
            <li key={service._id}>
              <article className="flex h-full flex-col rounded-card border border-border bg-background p-6 shadow-card transition-shadow hover:shadow-lg motion-reduce:transition-none">
                <span className="mb-5 inline-flex size-12 items-center justify-center rounded-lg bg-primary-soft text-primary">
                  <Icon name={service.icon} className="size-6" />
                </span>
                {/* The card's words are its service document's, which may be an English fallback. */}
                <div lang={service.language}>
                  <h3 className="text-lg font-semibold text-primary">{service.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed font-medium text-foreground">{service.excerpt}</p>
                  {service.description ? (
                    <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{service.description}</p>
                  ) : null}
                </div>
                {service.href ? (
                  <AppLink
                    href={service.href}
                    className="mt-auto inline-flex items-center gap-1.5 self-start rounded-sm pt-5 text-sm font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {t('learnMore')}
                    <span className="sr-only">: {service.title}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </AppLink>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
