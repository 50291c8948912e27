import { FormationForm } from '@/components/forms/FormationForm';
import { PageHero } from '@/components/sections/PageHero';
import { Sections } from '@/components/sections/Sections';
import { Container } from '@/components/ui/Container';
import type { ServicePageQueryResult } from '@/lib/content/sanity.types';
import formationTexts from '@/messages/fixed/formation.da.json';

/**
 * The Danish company formation page (docs/requirements.md, §2 Company formation page): title
 * Selskabsstiftelse, the four-step progress display with step 1 active, and the intake form.
 * It is a Danish-market service, so the page is marked `lang="da"` and its form texts come
 * from the Danish file `messages/fixed/formation.da.json` in every locale.
 */
export function CompanyFormationTemplate({
  page,
  retentionDays,
}: {
  page: NonNullable<ServicePageQueryResult>;
  /** How long enquiries are kept (`ENQUIRY_RETENTION_DAYS`), stated under the form. */
  retentionDays: number;
}) {
  return (
    <div lang="da">
      <PageHero hero={page.hero} />
      <Sections sections={page.sections} />
      <section className="pb-20">
        <Container className="max-w-3xl">
          <FormationForm texts={formationTexts} retentionDays={retentionDays} />
        </Container>
      </section>
    </div>
  );
}
