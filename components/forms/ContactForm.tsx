'use client';

import { useLocale, useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/AppLink';
import { Button } from '@/components/ui/Button';
import { getPathname } from '@/lib/i18n/navigation';
import { ContactFields } from './ContactFields';
import { FormNotices } from './FormNotices';
import { Honeypot } from './Honeypot';
import { useContactForm } from './use-contact-form';
import { useHydrated } from './use-submission';

/**
 * The contact form "Send Us a Message" (docs/requirements.md, §2 Contact page, §4 Contact form, §5, §8):
 * idle -> sending (`Sending...`, disabled) -> success (cleared, `Message sent!`) or failure
 * (values kept, destructive `Error` notice). A `?subject=` query parameter pre-fills the subject.
 *
 * Its parts in order: the result notices ({@link FormNotices}), the fields
 * ({@link ContactFields}), the submit button and the privacy notice; the state is
 * {@link useContactForm}'s.
 */
export function ContactForm({ retentionDays }: { retentionDays: number }) {
  const t = useTranslations('forms');
  // The no-JS form posts back to this page in the visitor's locale.
  const permalink = getPathname({ href: '/contact', locale: useLocale() });
  const hydrated = useHydrated();
  const { state, formAction, onSubmit, pending, id, resultRef, errors, field } = useContactForm(permalink);

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate data-hydrated={hydrated ? '' : undefined} className="contact-form relative mt-6 space-y-5">
      <input type="hidden" name="id" value={id} />
      <Honeypot label={t('honeypot')} />
      <FormNotices state={state} resultRef={resultRef} text={(key) => t(key)} rateLimited={(minutes) => t('rateLimited', { minutes })} />
      <ContactFields field={field} errors={errors} />
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
