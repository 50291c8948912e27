'use client';

import { useActionState, useEffect, useRef, useState, useSyncExternalStore, useTransition, type FormEvent } from 'react';
import { stringValues } from '@/lib/enquiries/form-values';
import { initialSubmissionState, type SubmissionState } from '@/lib/enquiries/submission';

type Action = (previous: SubmissionState, form: FormData) => Promise<SubmissionState>;

const noop = () => () => undefined;

/**
 * The string fields of the server-rendered form matching `selector`, read when React takes
 * over: on form pages React loads only when the visitor reaches for the form
 * (`components/widgets/react-on-intent.ts`), so they may have typed or chosen something already.
 *
 * @returns name -> value of every field (empty ones too; not the honeypot), or `null` on the
 * server or when no such form is in the document
 */
export function formValuesInDom(selector: string): Record<string, string> | null {
  const form = typeof document === 'undefined' ? null : document.querySelector<HTMLFormElement>(selector);
  if (!form) return null;
  return stringValues(new FormData(form));
}

/**
 * `false` on the server and in static HTML, `true` once React runs in the browser. The forms
 * show it as `data-hydrated` on their `<form>`, the moment their client-side behaviour starts.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noop, () => true, () => false);
}

/**
 * Wires a form to its Server Action with progressive enhancement: without JavaScript the
 * browser posts to the action and the page renders its result (`useActionState`); with
 * JavaScript `onSubmit` calls the action itself, so a failed request becomes the `error`
 * state instead of an error page and the typed values stay in the fields.
 *
 * The submission id is made on the first submit and kept until a success, so a retry after
 * a failure or timeout sends the same id and the store keeps one row.
 *
 * @param permalink the page's own localized path (e.g. `/da/contact`): the no-JS form posts
 * there. Without it React renders `action=""`, which is invalid HTML.
 * @param validate runs on submit before sending; returning false stops the submit.
 * @param onResult receives each answer, e.g. to clear the fields after success.
 * @returns the state to show, the `<form action>` for the no-JS path, `onSubmit`, whether a
 * request is in flight, the id for the hidden `id` field, and the no-JS answer (`serverState`).
 */
export function useSubmission(
  action: Action,
  permalink: string,
  validate: (form: FormData) => boolean,
  onResult: (state: SubmissionState) => void,
) {
  const [serverState, formAction] = useActionState(action, initialSubmissionState, permalink);
  const [state, setState] = useState<SubmissionState>(serverState);
  const [pending, startTransition] = useTransition();
  const [id, setId] = useState(serverState.id);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (!validate(form)) return;
    const attemptId = id || crypto.randomUUID();
    form.set('id', attemptId);
    setId(attemptId);
    startTransition(async () => {
      let next: SubmissionState;
      try {
        next = await action(state, form);
      } catch (error) {
        console.error('Sending the form failed', error);
        next = { status: 'error', id: attemptId, fieldErrors: {}, values: {} };
      }
      setState(next);
      setId(next.id || attemptId);
      onResult(next);
    });
  }

  return { state, serverState, formAction, onSubmit, pending, id };
}

/**
 * A ref for a form's result notice that receives focus whenever a submit brings a new success,
 * error or rate-limit result: the notice is announced by its live region role
 * and the visitor's focus lands on it, not on a button that may have gone.
 * @param state - the form's current state; each result is a new object
 */
export function useResultFocus(state: SubmissionState) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(state);
  useEffect(() => {
    if (state === first.current) return;
    if (state.status === 'success' || state.status === 'error' || state.status === 'rateLimited') ref.current?.focus();
  }, [state]);
  return ref;
}
