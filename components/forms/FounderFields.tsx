import type { FieldErrors } from '@/lib/enquiries/schemas';
import { Field, inputClassName } from './Field';
import { errorText, type FormationTexts } from './formation-texts';
import type { Founder } from './use-formation-form';

/**
 * One founder's block of the formation form (docs/requirements.md, §3 Founder): the fieldset `data-founder`
 * (1-based, which CSS in globals.css shows for the chosen number) with the person/company
 * choice, the name, and the company-only fields ({@link CompanyFields}).
 *
 * @param index the founder's 0-based index, as in the field names `founders.<index>.*`
 * @param title the block's heading, e.g. `Stifter 1`
 * @param hydrated false until React runs: the company fields are then always rendered (CSS
 * hides them for a person) and the name is labelled as a person's
 * @param onChange receives the changed values of this founder
 */
export function FounderFields({
  index: i,
  title,
  founder,
  hydrated,
  texts: t,
  errors,
  onChange,
}: {
  index: number;
  title: string;
  founder: Founder;
  hydrated: boolean;
  texts: FormationTexts;
  errors: FieldErrors;
  onChange: (patch: Partial<Founder>) => void;
}) {
  return (
    <fieldset data-founder={i + 1} className="space-y-4 rounded-lg bg-muted p-4">
      <legend className="sr-only">{title}</legend>
      <p aria-hidden="true" className="font-semibold text-foreground">
        {title}
      </p>
      <div role="radiogroup" aria-label={t.type} className="flex gap-6">
        {(['person', 'company'] as const).map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`founders.${i}.type`}
              value={type}
              checked={founder.type === type}
              onChange={() => onChange({ type, cvr: '', isForeign: false })}
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
        error={errorText(t, errors, `founders.${i}.name`)}
      >
        <input
          id={`founders-${i}-name`}
          name={`founders.${i}.name`}
          type="text"
          required
          aria-required
          maxLength={200}
          value={founder.name}
          onChange={(event) => onChange({ name: event.target.value })}
          aria-invalid={errors[`founders.${i}.name`] ? true : undefined}
          aria-describedby={errors[`founders.${i}.name`] ? `founders-${i}-name-error` : undefined}
          className={inputClassName(Boolean(errors[`founders.${i}.name`]))}
        />
      </Field>
      {!hydrated || founder.type === 'company' ? <CompanyFields index={i} founder={founder} texts={t} errors={errors} onChange={onChange} /> : null}
    </fieldset>
  );
}

/**
 * The `data-company-only` part of a founder block (docs/requirements.md, §3 Founder): the CVR number and whether
 * the company is foreign. Props as {@link FounderFields}.
 */
export function CompanyFields({
  index: i,
  founder,
  texts: t,
  errors,
  onChange,
}: {
  index: number;
  founder: Founder;
  texts: FormationTexts;
  errors: FieldErrors;
  onChange: (patch: Partial<Founder>) => void;
}) {
  return (
    <div data-company-only className="grid gap-4 sm:grid-cols-2 sm:items-end">
      <Field id={`founders-${i}-cvr`} label={t.cvr} error={errorText(t, errors, `founders.${i}.cvr`)}>
        <input
          id={`founders-${i}-cvr`}
          name={`founders.${i}.cvr`}
          type="text"
          inputMode="numeric"
          maxLength={8}
          placeholder={t.cvrPlaceholder}
          value={founder.cvr}
          onChange={(event) => onChange({ cvr: event.target.value })}
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
          onChange={(event) => onChange({ isForeign: event.target.checked })}
          className="size-4 accent-primary"
        />
        {t.isForeign}
      </label>
    </div>
  );
}
