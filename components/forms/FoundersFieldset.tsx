import { cn } from '@/components/ui/cn';
import { MAX_FOUNDERS, type FieldErrors } from '@/lib/enquiries/schemas';
import { Field, inputClassName } from './Field';
import { FounderFields } from './FounderFields';
import { errorText, type FormationFormat, type FormationTexts } from './formation-texts';
import type { Founder } from './use-formation-form';

/**
 * Step 1 of the formation form (docs/requirements.md, §3 Founder and Application form): the number of founders
 * (1 to `MAX_FOUNDERS`), a {@link FounderFields} block for each founder in `founders`, and the
 * one-foreign-company note, shown as an error when the answer says `oneForeign`.
 *
 * @param count the chosen number as the select's value, `''` for none
 * @param founders the blocks to render: every block until React runs, then the chosen number
 * @param onCount receives the newly chosen number
 * @param onFounder receives a founder's 0-based index and its changed values
 */
export function FoundersFieldset({
  texts: t,
  format,
  hydrated,
  count,
  founders,
  errors,
  onCount,
  onFounder,
}: {
  texts: FormationTexts;
  format: FormationFormat;
  hydrated: boolean;
  count: string;
  founders: Founder[];
  errors: FieldErrors;
  onCount: (value: string) => void;
  onFounder: (index: number, patch: Partial<Founder>) => void;
}) {
  return (
    <fieldset className="space-y-5 rounded-xl border border-border p-5 sm:p-6">
      <legend className="px-1 font-display text-xl font-semibold text-primary">1. {t.foundersHeading}</legend>
      <Field id="numberOfFounders" label={t.numberOfFounders} required requiredLabel={t.required} error={errorText(t, errors, 'numberOfFounders')}>
        <select
          id="numberOfFounders"
          name="numberOfFounders"
          required
          aria-required
          value={count}
          onChange={(event) => onCount(event.target.value)}
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
      {founders.map((founder, i) => (
        <FounderFields
          key={i}
          index={i}
          title={format('founder', { number: i + 1 })}
          founder={founder}
          hydrated={hydrated}
          texts={t}
          errors={errors}
          onChange={(patch) => onFounder(i, patch)}
        />
      ))}
      <p className={cn('text-sm', errors.founders === 'oneForeign' ? 'font-medium text-destructive' : 'text-muted-foreground')}>
        {t.foreignNote}
      </p>
    </fieldset>
  );
}
