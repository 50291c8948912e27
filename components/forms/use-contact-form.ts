'use client';

import { useState, useSyncExternalStore } from 'react';
import { contactSchema, toFieldErrors, type FieldErrors } from '@/lib/enquiries/schemas';
import type { SubmissionState } from '@/lib/enquiries/submission';
import { submitContact } from './actions';
import { inputClassName } from './Field';
import { formValuesInDom, useResultFocus, useSubmission } from './use-submission';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'subject', 'message'] as const;
/** The contact form's field names (docs/requirements.md, §4 Contact form). */
export type ContactFieldName = (typeof FIELDS)[number];
type Values = Record<ContactFieldName, string>;
const EMPTY: Values = { firstName: '', lastName: '', email: '', phone: '', subject: '', message: '' };

/**
 * The state of the contact form (docs/requirements.md, §4 Contact form, §5, §8), wired to its Server Action by
 * {@link useSubmission}: the values (kept when sending fails, cleared on success), the errors
 * by field (checked on submit, the first invalid field takes focus) and the subject a
 * `?subject=` query parameter pre-fills.
 *
 * @param permalink the page's own localized path, where the no-JS form posts
 * @returns the submission (`state`, `formAction`, `onSubmit`, `pending`, `id`), the ref for its
 * result notice, `errors` by field name, and `field(name)`: the props of that field's input
 * (`id` `contact-<name>`, `name`, `value`, `onChange`, `required` and the aria attributes,
 * `className`).
 */
export function useContactForm(permalink: string) {
  const { state, serverState, formAction, onSubmit, pending, id } = useSubmission(submitContact, permalink, validate, onResult);
  const resultRef = useResultFocus(state);
  // Start from what the form holds when React takes over (the visitor may have typed before
  // React loaded: it loads on first use of the form); on the server, from what was sent (the
  // no-JS answer renders the page again with it).
  const [values, setValues] = useState<Partial<Values>>(() => typed() ?? pick(serverState.values));
  const [errors, setErrors] = useState<FieldErrors>(serverState.fieldErrors);
  // Links from pricing and specialised cards pass the topic (`/contact?subject=Crypto`); read
  // after hydration so the static HTML stays the same for every visitor.
  const search = useSyncExternalStore(noop, () => window.location.search, () => '');
  const urlSubject = (new URLSearchParams(search).get('subject') ?? '').slice(0, 200);

  function validate(form: FormData) {
    const result = contactSchema.safeParse({ ...Object.fromEntries(form), id: crypto.randomUUID() });
    const next = result.success ? {} : toFieldErrors(result.error);
    setErrors(next);
    if (!result.success) document.getElementById(`contact-${Object.keys(next)[0]}`)?.focus();
    return result.success;
  }

  function onResult(next: SubmissionState) {
    if (next.status === 'success') {
      setValues(EMPTY);
      setErrors({});
    } else if (next.status === 'invalid') {
      setErrors(next.fieldErrors);
    }
  }

  const field = (name: ContactFieldName) => ({
    id: `contact-${name}`,
    name,
    value: values[name] ?? (name === 'subject' ? urlSubject : ''),
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    // Announced as required to assistive technology; `noValidate` keeps the localized messages.
    required: REQUIRED.has(name),
    'aria-required': REQUIRED.has(name) ? true : undefined,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
    className: inputClassName(Boolean(errors[name])),
  });

  return { state, formAction, onSubmit, pending, id, resultRef, errors, field };
}

/** The props of a contact field's input, as `field(name)` of {@link useContactForm} returns them. */
export type ContactFieldProps = ReturnType<ReturnType<typeof useContactForm>['field']>;

const noop = () => () => undefined;

/** The fields marked required (docs/requirements.md, §5): every one but the phone. */
const REQUIRED: ReadonlySet<ContactFieldName> = new Set(['firstName', 'lastName', 'email', 'subject', 'message']);

function pick(values: Record<string, string>): Partial<Values> {
  return Object.fromEntries(FIELDS.filter((f) => f in values).map((f) => [f, values[f]]));
}

/**
 * The filled fields of the server-rendered form, `null` on the server. Empty ones are left out
 * so the subject can still come from `?subject=`.
 */
function typed(): Partial<Values> | null {
  const values = formValuesInDom('form.contact-form');
  return values && pick(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')));
}
