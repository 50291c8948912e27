'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { getPathname } from '@/lib/i18n/navigation';
import { contactSchema, toFieldErrors, type FieldErrors } from '@/lib/enquiries/schemas';
import type { SubmissionState } from '@/lib/enquiries/submission';
import { submitContact } from './actions';
import { Field, inputClassName } from './Field';
import { Honeypot } from './Honeypot';
import { formValuesInDom, useHydrated, useResultFocus, useSubmission } from './use-submission';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'subject', 'message'] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;
const EMPTY: Values = { firstName: '', lastName: '', email: '', phone: '', subject: '', message: '' };

/**
 * The contact form "Send Us a Message" (spec §2 Contact page, §4 Contact form, §5, §8):
 * idle -> sending (`Sending...`, disabled) -> success (cleared, `Message sent!`) or failure
 * (values kept, destructive `Error` notice). A `?subject=` query parameter pre-fills the subject.
 */
export function ContactForm({ retentionDays }: { retentionDays: number }) {
  const t = useTranslations('forms');
  // The no-JS form posts back to this page in the visitor's locale.
  const permalink = getPathname({ href: '/contact', locale: useLocale() });
  const { state, serverState, formAction, onSubmit, pending, id } = useSubmission(submitContact, permalink, validate, onResult);
  const hydrated = useHydrated();
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

  const field = (name: FieldName) => ({
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
  const error = (name: FieldName) => (errors[name] ? t(`errors.${errors[name]}`) : undefined);
  const required = { required: true, requiredLabel: t('required') };

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate data-hydrated={hydrated ? '' : undefined} className="contact-form relative mt-6 space-y-5">
      <input type="hidden" name="id" value={id} />
      <Honeypot label={t('honeypot')} />
      {state.status === 'success' ? (
        <Notice ref={resultRef} variant="success" title={t('successTitle')}>
          {t('successText')}
        </Notice>
      ) : null}
      {state.status === 'error' ? (
        <Notice ref={resultRef} variant="destructive" title={t('errorTitle')}>
          {t('errorText')}
        </Notice>
      ) : null}
      {state.status === 'rateLimited' ? (
        <Notice ref={resultRef} variant="destructive" title={t('errorTitle')}>
          {t('rateLimited', { minutes: state.retryAfterMinutes ?? 1 })}
        </Notice>
      ) : null}
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
      <Button type="submit" variant="accent" size="lg" disabled={pending} className="w-full sm:w-auto">
        {pending ? t('sending') : t('submit')}
      </Button>
      <p className="text-sm text-muted-foreground">
        {t.rich('privacyNotice', {
          days: retentionDays,
          link: (chunks) => (
            <AppLink href="/privacy" className="font-medium text-primary underline underline-offset-4">
              {chunks}
            </AppLink>
          ),
        })}
      </p>
    </form>
  );
}

const noop = () => () => undefined;

/** The fields spec §5 marks required: every one but the phone. */
const REQUIRED: ReadonlySet<FieldName> = new Set(['firstName', 'lastName', 'email', 'subject', 'message']);

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
