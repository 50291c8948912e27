import { useTranslations } from 'next-intl';
import type { FieldErrors } from '@/lib/enquiries/schemas';
import { Field } from './Field';
import type { ContactFieldName, ContactFieldProps } from './use-contact-form';

/**
 * The fields of the contact form (docs/requirements.md, §4 Contact form, §5): first and last name, email and
 * phone in a two-column grid, then subject and message; all but the phone are required.
 *
 * @param field the props of a field's input, as {@link useContactForm} makes them
 * @param errors error keys by field name, shown as the localized message under the field
 */
export function ContactFields({ field, errors }: { field: (name: ContactFieldName) => ContactFieldProps; errors: FieldErrors }) {
  const t = useTranslations('forms');
  const error = (name: ContactFieldName) => (errors[name] ? t(`errors.${errors[name]}`) : undefined);
  const required = { required: true, requiredLabel: t('required') };

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-firstName" label={t('firstName')} error={error('firstName')} {...required}>
          <input type="text" autoComplete="given-name" maxLength={100} {...field('firstName')} />
        </Field>
        <Field id="contact-lastName" label={t('lastName')} error={error('lastName')} {...required}>
          <input type="text" autoComplete="family-name" maxLength={100} {...field('lastName')} />
        </Field>
        <Field id="contact-email" label={t('email')} error={error('email')} {...required}>
          <input type="email" autoComplete="email" maxLength={254} {...field('email')} />
        </Field>
        <Field id="contact-phone" label={t('phone')} error={error('phone')}>
          <input type="tel" autoComplete="tel" maxLength={40} {...field('phone')} />
        </Field>
      </div>
      <Field id="contact-subject" label={t('subject')} error={error('subject')} {...required}>
        <input type="text" maxLength={200} {...field('subject')} />
      </Field>
      <Field id="contact-message" label={t('message')} error={error('message')} {...required}>
        <textarea rows={6} maxLength={5000} {...field('message')} />
      </Field>
    </>
  );
}
