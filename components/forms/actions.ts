'use server';

import { randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import { handleContactSubmission, handleFormationSubmission, type SubmissionDeps } from '@/lib/enquiries/handle';
import { getEnquiryOutbox, getEnquiryStore } from '@/lib/enquiries';
import { reportDelivery } from '@/lib/enquiries/outbox/report';
import { clientAddress, readClientIpHeader } from '@/lib/http/client-address';
import { readRateLimit } from '@/lib/enquiries/rate-limit';
import type { SubmissionState } from '@/lib/enquiries/submission';
import { requestLogger } from '@/lib/log/request';

const limit = readRateLimit();
const clientIpHeader = readClientIpHeader();

async function deps(): Promise<SubmissionDeps> {
  const requestHeaders = await headers();
  return {
    store: getEnquiryStore(),
    outbox: getEnquiryOutbox(reportDelivery),
    limit,
    clientKey: clientAddress(requestHeaders, clientIpHeader),
    newId: randomUUID,
    log: requestLogger(requestHeaders),
  };
}

/**
 * What a call whose argument is no `FormData` gets (a handcrafted call; `proxy.ts` refuses most
 * with a 400 before they get here): nothing stored, the form's "invalid" state.
 */
const NOT_A_FORM: SubmissionState = { status: 'invalid', id: '', fieldErrors: {}, values: {} };

/** Server Action of the contact form (docs/requirements.md, §2 Contact page); also works without JavaScript. */
export async function submitContact(_previous: SubmissionState, form: FormData): Promise<SubmissionState> {
  if (!(form instanceof FormData)) return NOT_A_FORM;
  return handleContactSubmission(form, await deps());
}

/** Server Action of the company formation form (docs/requirements.md, §2 Company formation page). */
export async function submitFormation(_previous: SubmissionState, form: FormData): Promise<SubmissionState> {
  if (!(form instanceof FormData)) return NOT_A_FORM;
  return handleFormationSubmission(form, await deps());
}
