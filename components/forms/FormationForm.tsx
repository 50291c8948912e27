'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { getPathname } from '@/lib/i18n/navigation';
import { FormNotices } from './FormNotices';
import { FormationSubmit } from './FormationSubmit';
import { FoundersFieldset } from './FoundersFieldset';
import { Honeypot } from './Honeypot';
import { StructureChoice } from './StructureChoice';
import { formationFormatter, type FormationTexts } from './formation-texts';
import { useFormationForm } from './use-formation-form';
import { useHydrated } from './use-submission';

export type { FormationTexts } from './formation-texts';

/**
 * The Danish company formation intake form (docs/requirements.md, §2 Company formation page, §3 Founder and
 * Application form, §4, §5, §8). Choosing a number lists that many blank persons; the
 * structure choice appears once a number is chosen and `Send ansøgning` once a structure is.
 * The one-foreign-company note is also enforced. Success resets every field.
 * Without JavaScript, and until React takes over, all blocks are rendered and CSS
 * (`.formation-form` in globals.css) shows the ones the choices call for; React then renders
 * only those, on the same elements, so a field the visitor is in keeps its focus.
 *
 * Its parts in order: the result notices ({@link FormNotices}), the founders
 * ({@link FoundersFieldset}), the structure ({@link StructureChoice}) and the submit button with
 * the privacy notice ({@link FormationSubmit}); the state is {@link useFormationForm}'s.
 */
export function FormationForm({ texts: t, retentionDays }: { texts: FormationTexts; retentionDays: number }) {
  // ICU formatting of the few texts with arguments, in Danish whatever the page locale.
  const format = useMemo(() => formationFormatter(t), [t]);
  const hydrated = useHydrated();
  // The no-JS form posts back to this page in the visitor's locale.
  const locale = useLocale();
  const form = useFormationForm(getPathname({ href: '/company-formation', locale }));
  const { state, count, structure, errors } = form;

  return (
    <form action={form.formAction} onSubmit={form.onSubmit} noValidate data-hydrated={hydrated ? '' : undefined} className="formation-form relative space-y-8">
      <input type="hidden" name="id" value={form.id} />
      <Honeypot label="Lad dette felt være tomt" />
      <FormNotices state={state} resultRef={form.resultRef} text={(key) => t[key]} rateLimited={(minutes) => format('rateLimited', { minutes })} />
      <FoundersFieldset
        texts={t}
        format={format}
        hydrated={hydrated}
        count={count}
        founders={hydrated ? form.founders : form.allBlocks}
        errors={errors}
        onCount={form.chooseCount}
        onFounder={form.updateFounder}
      />
      {!hydrated || count !== '' ? <StructureChoice texts={t} value={structure} errors={errors} onChange={form.setStructure} /> : null}
      <FormationSubmit
        texts={t}
        format={format}
        show={!hydrated || structure !== ''}
        pending={form.pending}
        retentionDays={retentionDays}
        privacyHref={getPathname({ href: '/privacy', locale })}
      />
    </form>
  );
}
