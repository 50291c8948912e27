import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PageHero } from '@/components/sections/PageHero';
import { Sections } from '@/components/sections/Sections';
import { Container } from '@/components/ui/Container';
import type { ServicePageQueryResult, SiteSettingsQueryResult } from '@/lib/content/sanity.types';

/**
 * The Danish company formation page (spec §2 Company formation page): title
 * Selskabsstiftelse and the four-step progress display with step 1 active. It is a
 * Danish-market service, so the whole page is marked `lang="da"` in every locale. The intake
 * form arrives with the enquiry-forms issue (`form`).
 */
export function CompanyFormationTemplate({
  page,
  settings,
  form,
}: {
  page: NonNullable<ServicePageQueryResult>;
  settings: NonNullable<SiteSettingsQueryResult>;
  form?: ReactNode;
}) {
  const t = useTranslations('formation');
  return (
    <div lang="da">
      <PageHero hero={page.hero} />
      <Sections sections={page.sections} />
      <section className="pb-20">
        <Container className="max-w-3xl">
          {form ?? (
            <p className="rounded-xl border border-border bg-muted p-6 text-center text-muted-foreground">
              {t('formComing')}{' '}
              <a href={`mailto:${settings.email}`} className="font-medium text-primary underline underline-offset-4">
                {settings.email}
              </a>
            </p>
          )}
        </Container>
      </section>
    </div>
  );
}
