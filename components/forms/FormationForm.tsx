'use client';

import { createTranslator, useLocale } from 'next-intl';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { cn } from '@/components/ui/cn';
import { getPathname } from '@/lib/i18n/navigation';
import { formationInput, stringValues } from '@/lib/enquiries/form-values';
import { formationSchema, MAX_FOUNDERS, toFieldErrors, type FieldErrors } from '@/lib/enquiries/schemas';
import type { SubmissionState } from '@/lib/enquiries/submission';
import type texts from '@/messages/fixed/formation.da.json';
import { submitFormation } from './actions';
import { Field, inputClassName } from './Field';
import { Honeypot } from './Honeypot';
import { formValuesInDom, useHydrated, useResultFocus, useSubmission } from './use-submission';

/** The form's Danish texts (`messages/fixed/formation.da.json`). */
export type FormationTexts = typeof texts;

type Founder = { type: 'person' | 'company'; name: string; cvr: string; isForeign: boolean };
const blankFounders = (count: number): Founder[] =>
  Array.from({ length: count }, () => ({ type: 'person', name: '', cvr: '', isForeign: false }));
const STRUCTURES = ['drift', 'holding', 'struktur'] as const;

/** Founders `0 .. count-1` as the form's values hold them. */
function foundersFrom(sent: Record<string, string>, count: number): Founder[] {
  return blankFounders(count).map((blank, i) => ({
    type: sent[`founders.${i}.type`] === 'company' ? 'company' : blank.type,
    name: sent[`founders.${i}.name`] ?? '',
    cvr: sent[`founders.${i}.cvr`] ?? '',
    isForeign: sent[`founders.${i}.isForeign`] === 'on',
  }));
}

/**
 * The Danish company formation intake form (spec §2 Company formation page, §3 Founder and
 * Application form, §4, §5, §8). Choosing a number lists that many blank persons; the
 * structure choice appears once a number is chosen and `Send ansøgning` once a structure is.
 * The one-foreign-company note is also enforced. Success resets every field.
 * Without JavaScript, and until React takes over, all blocks are rendered and CSS
 * (`.formation-form` in globals.css) shows the ones the choices call for; React then renders
 * only those, on the same elements, so a field the visitor is in keeps its focus.
 */
export function FormationForm({ texts: t, retentionDays }: { texts: FormationTexts; retentionDays: number }) {
  // ICU formatting of the few texts with arguments, in Danish whatever the page locale.
  const format = useMemo(() => createTranslator({ locale: 'da', messages: { formation: t }, namespace: 'formation' }), [t]);
  const hydrated = useHydrated();
  // The no-JS form posts back to this page in the visitor's locale.
  const locale = useLocale();
  const permalink = getPathname({ href: '/company-formation', locale });
  const { state, serverState, formAction, onSubmit, pending, id } = useSubmission(submitFormation, permalink, validate, onResult);
  const resultRef = useResultFocus(state);
  // Without JavaScript the page is rendered again with what was sent (`sent`); start from that.
  const sent = serverState.values;
  // Start from what the form holds when React takes over: the visitor may have chosen and typed
  // before React loaded (it loads on first use of the form,
  // components/widgets/react-on-intent.ts). On the server, and in the first (hydrating) render,
  // every block is rendered with those values, so the markup matches the DOM; hydrated, only the
  // chosen number of founders.
  const [initial] = useState(() => formValuesInDom('form.formation-form') ?? sent);
  const [allBlocks] = useState(() => foundersFrom(initial, MAX_FOUNDERS));
  const [count, setCount] = useState(initial.numberOfFounders ?? '');
  const [founders, setFounders] = useState<Founder[]>(() => allBlocks.slice(0, Number(count) || 0));
  const [structure, setStructure] = useState(initial.companyStructure ?? '');
  const [errors, setErrors] = useState<FieldErrors>(serverState.fieldErrors);

  function validate(form: FormData) {
    const values = stringValues(form);
    const result = formationSchema.safeParse(formationInput(values, crypto.randomUUID()));
    setErrors(result.success ? {} : toFieldErrors(result.error));
    return result.success;
  }

  function onResult(next: SubmissionState) {
    if (next.status === 'success') {
      setCount('');
      setFounders([]);
      setStructure('');
      setErrors({});
    } else if (next.status === 'invalid') {
      setErrors(next.fieldErrors);
    }
  }

  const visible = hydrated ? founders : allBlocks;
  const showStructure = !hydrated || count !== '';
  const showSubmit = !hydrated || structure !== '';
  const update = (index: number, patch: Partial<Founder>) =>
    setFounders((current) => current.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  const error = (path: string) => (errors[path] ? t.errors[errors[path]] : undefined);

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate data-hydrated={hydrated ? '' : undefined} className="formation-form relative space-y-8">
      <input type="hidden" name="id" value={id} />
      <Honeypot label="Lad dette felt være tomt" />
      {state.status === 'success' ? (
        <Notice ref={resultRef} variant="success" title={t.successTitle}>
          {t.successText}
        </Notice>
      ) : null}
      {state.status === 'error' ? (
        <Notice ref={resultRef} variant="destructive" title={t.errorTitle}>
          {t.errorText}
        </Notice>
      ) : null}
      {state.status === 'rateLimited' ? (
        <Notice ref={resultRef} variant="destructive" title={t.errorTitle}>
          {format('rateLimited', { minutes: state.retryAfterMinutes ?? 1 })}
        </Notice>
      ) : null}

      <fieldset className="space-y-5 rounded-xl border border-border p-5 sm:p-6">
        <legend className="px-1 font-display text-xl font-semibold text-primary">1. {t.foundersHeading}</legend>
        <Field id="numberOfFounders" label={t.numberOfFounders} required requiredLabel={t.required} error={error('numberOfFounders')}>
          <select
            id="numberOfFounders"
            name="numberOfFounders"
            required
            aria-required
            value={count}
            onChange={(event) => {
              setCount(event.target.value);
              setFounders(blankFounders(Number(event.target.value) || 0));
              setErrors({});
            }}
            className={cn(inputClassName(Boolean(errors.numberOfFounders)), 'sm:max-w-60')}
          >
            <option value="" disabled>
              {t.chooseNumber}
            </option>
            {Array.from({ length: MAX_FOUNDERS }, (_, i) => (
              <option key={i + 1} value={String(i + 1)}>
                {i + 1}
              </option>
            ))}
          </select>
        </Field>
        {visible.map((founder, i) => (
          <fieldset key={i} data-founder={i + 1} className="space-y-4 rounded-lg bg-muted p-4">
            <legend className="sr-only">{format('founder', { number: i + 1 })}</legend>
            <p aria-hidden="true" className="font-semibold text-foreground">
              {format('founder', { number: i + 1 })}
            </p>
            <div role="radiogroup" aria-label={t.type} className="flex gap-6">
              {(['person', 'company'] as const).map((type) => (
                <label key={type} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`founders.${i}.type`}
                    value={type}
                    checked={founder.type === type}
                    onChange={() => update(i, { type, cvr: '', isForeign: false })}
                    className="size-4 accent-primary"
                  />
                  {t[type]}
                </label>
              ))}
            </div>
            <Field
              id={`founders-${i}-name`}
              label={founder.type === 'company' && hydrated ? t.companyName : t.personName}
              required
              requiredLabel={t.required}
              error={error(`founders.${i}.name`)}
            >
              <input
                id={`founders-${i}-name`}
                name={`founders.${i}.name`}
                type="text"
                required
                aria-required
                maxLength={200}
                value={founder.name}
                onChange={(event) => update(i, { name: event.target.value })}
                aria-invalid={errors[`founders.${i}.name`] ? true : undefined}
                aria-describedby={errors[`founders.${i}.name`] ? `founders-${i}-name-error` : undefined}
                className={inputClassName(Boolean(errors[`founders.${i}.name`]))}
              />
            </Field>
            {!hydrated || founder.type === 'company' ? (
              <div data-company-only className="grid gap-4 sm:grid-cols-2 sm:items-end">
                <Field id={`founders-${i}-cvr`} label={t.cvr} error={error(`founders.${i}.cvr`)}>
                  <input
                    id={`founders-${i}-cvr`}
                    name={`founders.${i}.cvr`}
                    type="text"
                    inputMode="numeric"
                    maxLength={8}
                    placeholder={t.cvrPlaceholder}
                    value={founder.cvr}
                    onChange={(event) => update(i, { cvr: event.target.value })}
                    aria-invalid={errors[`founders.${i}.cvr`] ? true : undefined}
                    aria-describedby={errors[`founders.${i}.cvr`] ? `founders-${i}-cvr-error` : undefined}
                    className={inputClassName(Boolean(errors[`founders.${i}.cvr`]))}
                  />
                </Field>
                <label className="flex items-center gap-2 pb-2.5 text-sm">
                  <input
                    type="checkbox"
                    name={`founders.${i}.isForeign`}
                    checked={founder.isForeign}
                    onChange={(event) => update(i, { isForeign: event.target.checked })}
                    className="size-4 accent-primary"
                  />
                  {t.isForeign}
                </label>
              </div>
            ) : null}
          </fieldset>
        ))}
        <p className={cn('text-sm', errors.founders === 'oneForeign' ? 'font-medium text-destructive' : 'text-muted-foreground')}>
          {t.foreignNote}
        </p>
      </fieldset>

      {showStructure ? (
        <fieldset data-structure className="space-y-4 rounded-xl border border-border p-5 sm:p-6">
          <legend className="px-1 font-display text-xl font-semibold text-primary">2. {t.structureHeading}</legend>
          {error('companyStructure') ? <p className="text-sm text-destructive">{error('companyStructure')}</p> : null}
          <div className="grid gap-3 sm:grid-cols-3">
            {STRUCTURES.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer gap-3 rounded-lg border border-border p-4 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input
                  type="radio"
                  name="companyStructure"
                  required
                  value={value}
                  checked={structure === value}
                  onChange={() => setStructure(value)}
                  className="mt-0.5 size-4 accent-primary"
                />
                <span>
                  <span className="block font-semibold text-foreground">{t[value]}</span>
                  <span className="text-muted-foreground">{t[`${value}Text`]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      {showSubmit ? (
        <div data-submit>
          <Button type="submit" variant="accent" size="lg" disabled={pending} className="w-full sm:w-auto">
            {pending ? t.sending : t.submit}
          </Button>
        </div>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {format.rich('privacyNotice', {
          days: retentionDays,
          link: (chunks) => (
            <a href={getPathname({ href: '/privacy', locale })} className="font-medium text-primary underline underline-offset-4">
              {chunks}
            </a>
          ),
        })}
      </p>
    </form>
  );
}
