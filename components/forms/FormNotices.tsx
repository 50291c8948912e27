import type { Ref } from 'react';
import { Notice } from '@/components/ui/Notice';
import type { SubmissionState } from '@/lib/enquiries/submission';

/** The keys of a form's result texts that take no arguments. */
export type NoticeTextKey = 'successTitle' | 'successText' | 'errorTitle' | 'errorText';

/**
 * The result notice of a sent form (docs/requirements.md, §8), shared by the contact and formation forms: on
 * `success` a success notice, on `error` a destructive one, on `rateLimited` the error title
 * with the wait in minutes (1 when the answer gives none); nothing in any other state. The
 * notice takes `resultRef`, which moves focus to it.
 *
 * @param text the form's text for a key, looked up only for the notice shown
 * @param rateLimited the rate-limit text for a wait in minutes
 */
export function FormNotices({
  state,
  resultRef,
  text,
  rateLimited,
}: {
  state: SubmissionState;
  resultRef: Ref<HTMLDivElement>;
  text: (key: NoticeTextKey) => string;
  rateLimited: (minutes: number) => string;
}) {
  return (
    <>
      {state.status === 'success' ? (
        <Notice ref={resultRef} variant="success" title={text('successTitle')}>
          {text('successText')}
        </Notice>
      ) : null}
      {state.status === 'error' ? (
        <Notice ref={resultRef} variant="destructive" title={text('errorTitle')}>
          {text('errorText')}
        </Notice>
      ) : null}
      {state.status === 'rateLimited' ? (
        <Notice ref={resultRef} variant="destructive" title={text('errorTitle')}>
          {rateLimited(state.retryAfterMinutes ?? 1)}
        </Notice>
      ) : null}
    </>
  );
}
