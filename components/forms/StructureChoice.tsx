import type { FieldErrors } from '@/lib/enquiries/schemas';
import { errorText, type FormationTexts } from './formation-texts';

const STRUCTURES = ['drift', 'holding', 'struktur'] as const;

/**
 * Step 2 of the formation form (docs/requirements.md, §3 Application form): the fieldset `data-structure` with
 * the company structure as three radio cards (operating company, holding company, holding
 * structure), each with its description, and the field's error above them.
 *
 * @param value the chosen structure, `''` for none
 * @param onChange receives the chosen structure
 */
export function StructureChoice({
  texts: t,
  value: structure,
  errors,
  onChange,
}: {
  texts: FormationTexts;
  value: string;
  errors: FieldErrors;
  onChange: (value: string) => void;
}) {
  const error = errorText(t, errors, 'companyStructure');
  return (
    <fieldset data-structure className="space-y-4 rounded-xl border border-border p-5 sm:p-6">
      <legend className="px-1 font-display text-xl font-semibold text-primary">2. {t.structureHeading}</legend>
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
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
              onChange={() => onChange(value)}
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
  );
}
