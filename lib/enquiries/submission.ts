import type { FieldErrors } from './schemas';

/**
 * What a form shows after a submit attempt. The same shape comes back from the Server Action
 * (with or without JavaScript) and from the browser's own handling of a failed request.
 */
export interface SubmissionState {
  status: 'idle' | 'success' | 'invalid' | 'error' | 'rateLimited';
  /** Id for the next attempt: unchanged after a failure (a retry stores nothing twice), new after success. */
  id: string;
  /** Field path -> error key (`forms.errors.<key>`). */
  fieldErrors: FieldErrors;
  /** The submitted values, echoed so a page rendered without JavaScript keeps what was typed. */
  values: Record<string, string>;
  /** Minutes until the client may send again (status `rateLimited`). */
  retryAfterMinutes?: number;
}

/** The state of a form before its first submit. */
export const initialSubmissionState: SubmissionState = { status: 'idle', id: '', fieldErrors: {}, values: {} };

/** Name of the hidden honeypot field: people never fill it in, form-filling bots do. */
export const HONEYPOT_FIELD = 'website';
