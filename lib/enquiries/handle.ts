import { formationInput, stringValues } from './form-values';
import { contactSchema, formationSchema, toFieldErrors } from './schemas';
import type { EnquiryOutbox, OutboxEntry } from './outbox/entry';
import type { RateLimit } from './rate-limit';
import { EnquiryStoreError, type EnquiryStore, type SaveOutcome } from './store';
import { HONEYPOT_FIELD, type SubmissionState } from './submission';
import { logger } from '../log/logger';
import { siteMetrics } from '../telemetry/metrics';
import { inSpan } from '../telemetry/spans';

/**
 * Where a submission logs: a pino logger (the request's child, with its id) or a stand-in. Lines
 * carry the form, the submission id and the store's name, never a field the visitor typed.
 */
export interface SubmissionLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** What a submission handler needs besides the form data; injected so tests can replace each. */
export interface SubmissionDeps {
  store: EnquiryStore;
  /** The rate limit the store applies (`readRateLimit`). */
  limit: RateLimit;
  /** Identifies the client for the rate limit: its address (`lib/http/client-address.ts`). */
  clientKey: string;
  /** Makes a new submission id (a UUID). */
  newId: () => string;
  /**
   * Where an enquiry goes when the store fails after its retries (`getEnquiryOutbox`); `nudge`
   * starts its delivery. Absent or null: the visitor sees the error and keeps the typed fields.
   */
  outbox?: { outbox: EnquiryOutbox; nudge: () => void } | null;
  /** The time the enquiry is received; defaults to the clock. */
  now?: () => Date;
  /** Defaults to the root logger (`lib/log`). */
  log?: SubmissionLog;
}


const submitter = (deps: SubmissionDeps) => ({ clientKey: deps.clientKey, ...deps.limit });

/** How a submit ended, as `enquiries_total` counts it. */
type Outcome = 'stored' | 'deduplicated' | 'outboxed' | 'invalid' | 'rate_limited' | 'failed' | 'honeypot';

function handle(
  kind: 'contact' | 'formation',
  form: FormData,
  deps: SubmissionDeps,
  parse: (
    values: Record<string, string>,
    id: string,
  ) => { ok: true; save: () => Promise<SaveOutcome>; entry: (receivedAt: string) => OutboxEntry } | { ok: false; state: Omit<SubmissionState, 'id' | 'values'> },
): Promise<SubmissionState> {
  return inSpan('enquiry.submit', { 'enquiry.form': kind }, async (span) => {
    const [outcome, state] = await submit(kind, form, deps, parse);
    span.setAttribute('enquiry.outcome', outcome);
    siteMetrics().enquiries.inc({ form: kind, outcome });
    return state;
  });
}

async function submit(
  kind: 'contact' | 'formation',
  form: FormData,
  deps: SubmissionDeps,
  parse: Parameters<typeof handle>[3],
): Promise<[Outcome, SubmissionState]> {
  const log = deps.log ?? logger;
  const receivedAt = (deps.now?.() ?? new Date()).toISOString();
  const values = stringValues(form);
  // A page rendered without JavaScript has no id yet: make one and hand it back for retries.
  const id = values.id || deps.newId();
  values.id = id;
  const success: SubmissionState = { status: 'success', id: deps.newId(), fieldErrors: {}, values: {} };

  if (String(form.get(HONEYPOT_FIELD) ?? '') !== '') {
    log.info({ event: 'enquiry-honeypot', form: kind }, `${kind} enquiry dropped: honeypot field filled`);
    return ['honeypot', success];
  }

  const parsed = parse(values, id);
  if (!parsed.ok) return ['invalid', { ...parsed.state, id, values }];

  let outcome: SaveOutcome;
  let result: Outcome;
  try {
    outcome = await inSpan('enquiry.store', { 'enquiry.store': deps.store.name }, () => parsed.save());
    result = outcome.status === 'stored' && outcome.duplicate ? 'deduplicated' : 'stored';
  } catch (error) {
    const fields = { form: kind, id, store: deps.store.name, err: error };
    const kept = deps.outbox && error instanceof EnquiryStoreError && error.retryable ? await keep(deps, parsed.entry(receivedAt), log) : undefined;
    if (!kept) {
      log.error({ event: 'enquiry-failed', ...fields }, `${kind} enquiry ${id} could not be stored`);
      return ['failed', { status: 'error', id, fieldErrors: {}, values }];
    }
    log.warn({ event: 'enquiry-outboxed', ...fields, outbox: deps.outbox?.outbox.name }, `${kind} enquiry ${id} could not be stored; kept in the outbox`);
    outcome = kept;
    result = 'outboxed';
  }
  if (outcome.status === 'limited') {
    return ['rate_limited', { status: 'rateLimited', id, fieldErrors: {}, values, retryAfterMinutes: Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)) }];
  }
  return [result, success];
}

/** Puts the entry into the outbox; undefined when that fails too (the visitor then sees the error). */
async function keep(deps: SubmissionDeps, entry: OutboxEntry, log: SubmissionLog): Promise<SaveOutcome | undefined> {
  const { outbox, nudge } = deps.outbox ?? {};
  if (!outbox || !nudge) return undefined;
  try {
    const outcome = await outbox.put(entry, deps.limit);
    if (outcome.status === 'stored') nudge();
    return outcome;
  } catch (error) {
    log.error({ event: 'enquiry-outbox-failed', form: entry.form, id: entry.id, outbox: outbox.name, err: error }, `${entry.form} enquiry ${entry.id} could not be kept in the outbox`);
    return undefined;
  }
}

/**
 * Validates and stores a contact form submission (docs/requirements.md, §2 Contact page, §4 Contact form, §5). The store applies the
 * rate limit (only stored submissions count) and keeps one row per submission id, the last
 * content sent. When the store fails after its retries and an outbox exists, the enquiry waits
 * there (its own rate limit applied now) and the visitor sees the success state.
 * @returns the state the form shows next; never throws for bad input or a failing store.
 */
export function handleContactSubmission(form: FormData, deps: SubmissionDeps): Promise<SubmissionState> {
  return handle('contact', form, deps, (values, id) => {
    const result = contactSchema.safeParse({ ...values, id });
    if (!result.success) return { ok: false, state: { status: 'invalid', fieldErrors: toFieldErrors(result.error) } };
    return {
      ok: true,
      save: () => deps.store.saveContact(result.data, submitter(deps)),
      entry: (receivedAt) => ({ form: 'contact', id, receivedAt, clientKey: deps.clientKey, enquiry: result.data }),
    };
  });
}


/**
 * Validates and stores a company formation application (docs/requirements.md, §2 Company formation page, §3 Application form, §5),
 * including the one-foreign-company rule the old site only showed as a note.
 * @returns the state the form shows next; never throws for bad input or a failing store.
 */
export function handleFormationSubmission(form: FormData, deps: SubmissionDeps): Promise<SubmissionState> {
  return handle('formation', form, deps, (values, id) => {
    const result = formationSchema.safeParse(formationInput(values, id));
    if (!result.success) return { ok: false, state: { status: 'invalid', fieldErrors: toFieldErrors(result.error) } };
    return {
      ok: true,
      save: () => deps.store.saveFormation(result.data, submitter(deps)),
      entry: (receivedAt) => ({ form: 'formation', id, receivedAt, clientKey: deps.clientKey, enquiry: result.data }),
    };
  });
}
