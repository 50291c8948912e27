import { Button } from '@/components/ui/Button';
import type { FormationFormat, FormationTexts } from './formation-texts';

/**
 * The end of the formation form (docs/requirements.md, §3 Application form, §8): the `data-submit` block with
 * `Send ansøgning` (`Sender...` and disabled while sending) when `show` is set, then the privacy
 * notice with the retention period and a link to the privacy page.
 *
 * @param retentionDays how long the enquiry is kept, in days
 * @param privacyHref the localized path of the privacy page
 */
export function FormationSubmit({
  texts: t,
  format,
  show,
  pending,
  retentionDays,
  privacyHref,
}: {
  texts: FormationTexts;
  format: FormationFormat;
  show: boolean;
  pending: boolean;
  retentionDays: number;
  privacyHref: string;
}) {
  return (
    <>
      {show ? (
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
            <a href={privacyHref} className="font-medium text-primary underline underline-offset-4">
              {chunks}
            </a>
          ),
        })}
      </p>
    </>
  );
}
