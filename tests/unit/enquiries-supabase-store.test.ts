import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSupabaseStore } from '@/lib/enquiries/supabase-store';
import { EnquiryStoreError, type SubmitterLimit } from '@/lib/enquiries/store';
import type { ContactEnquiry, FormationEnquiry } from '@/lib/enquiries/schemas';

// The supabase-js store against a loopback HTTP server that records the
// PostgREST requests and answers as PostgREST does (an RPC's jsonb result as the body; errors as JSON).

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

type Answer = { status: number; body?: unknown; delayMs?: number };

const ANON_KEY = 'test-anon-key.eyJyb2xlIjoiYW5vbiJ9.signature';
const requests: Recorded[] = [];
const STORED: Answer = { status: 200, body: { status: 'stored' } };
let answer: Answer = STORED;
/** Answers given before `answer`, one per request. */
let queued: Answer[] = [];
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : undefined });
      const { status, body, delayMs = 0 } = queued.shift() ?? answer;
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(body === undefined ? '' : JSON.stringify(body));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
  answer = STORED;
  queued = [];
});

const contact: ContactEnquiry = {
  id: '6f1c2b1e-0d5e-4c41-9a8e-2f7d3c9b1a01',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: undefined,
  subject: 'Banking',
  message: 'Hello <b>there</b>',
};

const S: SubmitterLimit = { clientKey: '203.0.113.9', points: 5, windowMinutes: 10 };

const formation: FormationEnquiry = {
  id: '6f1c2b1e-0d5e-4c41-9a8e-2f7d3c9b1a02',
  numberOfFounders: '2',
  companyStructure: 'holding',
  founders: [
    { type: 'person', name: 'Ada Lovelace', isForeign: false },
    { type: 'company', name: 'Acme ApS', cvr: '12345678', isForeign: true },
  ],
};

describe('Supabase enquiry store (supabase-js -> PostgREST)', () => {
  it('calls rpc/submit_contact_message with the anon key, the row and the limit', async () => {
    const store = createSupabaseStore({ url: baseUrl, anonKey: ANON_KEY });
    expect(store.name).toBe(`supabase:${new URL(baseUrl).host}`);
    expect(await store.saveContact(contact, S)).toEqual({ status: 'stored' });

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/rest/v1/rpc/submit_contact_message');
    expect(request?.headers.apikey).toBe(ANON_KEY);
    expect(request?.headers.authorization).toBe(`Bearer ${ANON_KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      p_id: contact.id,
      p_first_name: 'Ada',
      p_last_name: 'Lovelace',
      p_email: 'ada@example.com',
      p_phone: null,
      p_subject: 'Banking',
      p_message: 'Hello <b>there</b>',
      p_client_key: '203.0.113.9',
      p_limit: 5,
      p_window_minutes: 10,
    });
  });

  it('asks the readiness probe as anon, and says when it is not answered', async () => {
    const store = createSupabaseStore({ url: baseUrl, anonKey: ANON_KEY });
    answer = { status: 200, body: true };
    await store.ready(AbortSignal.timeout(2000));
    expect(requests[0]?.url).toBe('/rest/v1/rpc/enquiry_store_ready');
    expect(requests[0]?.headers.apikey).toBe(ANON_KEY);
    answer = { status: 503, body: { message: 'upstream down' } };
    await expect(store.ready(AbortSignal.timeout(2000))).rejects.toThrow(/Supabase refused the readiness probe: upstream down/);
    answer = { status: 200, body: true, delayMs: 500 };
    await expect(store.ready(AbortSignal.timeout(50))).rejects.toBeInstanceOf(EnquiryStoreError);
  });

  it('calls rpc/submit_formation_application with founders as JSON and no time of its own', async () => {
    await createSupabaseStore({ url: baseUrl, anonKey: ANON_KEY }).saveFormation(formation, S);
    expect(requests[0]?.url).toBe('/rest/v1/rpc/submit_formation_application');
    expect(requests[0]?.body).toEqual({
      p_id: formation.id,
      p_number_of_founders: 2,
      p_company_structure: 'holding',
      p_founders: [
        { type: 'person', name: 'Ada Lovelace', isForeign: false },
        { type: 'company', name: 'Acme ApS', cvr: '12345678', isForeign: true },
      ],
      p_client_key: '203.0.113.9',
      p_limit: 5,
      p_window_minutes: 10,
    });
  });

  it('passes the database\'s rate-limit answer on, and refuses an answer of another shape', async () => {
    answer = { status: 200, body: { status: 'limited', retry_after_seconds: 412 } };
    expect(await createSupabaseStore({ url: baseUrl, anonKey: ANON_KEY }).saveContact(contact, S)).toEqual({ status: 'limited', retryAfterSeconds: 412 });
    answer = { status: 200, body: null };
    await expect(createSupabaseStore({ url: baseUrl, anonKey: ANON_KEY }).saveContact(contact, S)).rejects.toThrow(/Unexpected answer/);
  });

  it('turns a PostgREST 4xx error into EnquiryStoreError with the error as cause', async () => {
    const postgrestError = {
      code: '23514',
      details: 'Failing row contains (...).',
      hint: null,
      message: 'new row for relation "contact_messages" violates check constraint "contact_messages_email_check"',
    };
    answer = { status: 400, body: postgrestError };
    const error = await createSupabaseStore({ url: baseUrl, anonKey: ANON_KEY })
      .saveContact(contact, S)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EnquiryStoreError);
    expect((error as Error).message).toMatch(/contact_messages_email_check.*23514/);
    expect((error as Error).cause).toMatchObject({ code: '23514' });
    // The enquiry's own data is refused: the outbox moves such an entry aside.
    expect(error).toMatchObject({ retryable: false, dataRefused: true });

    answer = { status: 401, body: { code: '42501', details: null, hint: null, message: 'permission denied for function submit_formation_application' } };
    await expect(createSupabaseStore({ url: baseUrl, anonKey: ANON_KEY }).saveFormation(formation, S)).rejects.toThrow(EnquiryStoreError);
    // A refusal of the setup (the credential) would refuse every enquiry alike.
    await expect(createSupabaseStore({ url: baseUrl, anonKey: ANON_KEY }).saveFormation(formation, S)).rejects.toMatchObject({ dataRefused: false });
  });

  it('tries a 5xx answer again within its time limit, and a 4xx not at all', async () => {
    const unavailable: Answer = { status: 503, body: { code: 'PGRST001', details: null, hint: null, message: 'Database client error. Retrying the connection.' } };
    queued = [unavailable, unavailable];
    expect(await createSupabaseStore({ url: baseUrl, anonKey: ANON_KEY }).saveContact(contact, S)).toEqual({ status: 'stored' });
    expect(requests.map((r) => (r.body as { p_id: string }).p_id)).toEqual([contact.id, contact.id, contact.id]);

    requests.length = 0;
    answer = unavailable;
    const started = Date.now();
    const error = await createSupabaseStore({ url: baseUrl, anonKey: ANON_KEY }, undefined, { timeoutMs: 2_000 }).saveContact(contact, S).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'EnquiryStoreError', retryable: true });
    expect((error as Error).message).toMatch(/PGRST001/);
    expect(requests.length).toBeGreaterThan(1);
    expect(Date.now() - started).toBeLessThan(2_000);

    requests.length = 0;
    answer = { status: 400, body: { code: '23514', details: null, hint: null, message: 'violates check constraint' } };
    await expect(createSupabaseStore({ url: baseUrl, anonKey: ANON_KEY }).saveContact(contact, S)).rejects.toMatchObject({ retryable: false });
    expect(requests).toHaveLength(1);
  });

  it('delivers an outbox entry with the credential and the time received, not the limit', async () => {
    const receivedAt = '2026-11-28T10:00:00.000Z';
    const store = createSupabaseStore({ url: baseUrl, anonKey: ANON_KEY }, undefined, { outboxCredential: 'c'.repeat(32) });
    await store.deliver({ form: 'contact', id: contact.id, receivedAt, clientKey: '203.0.113.9', enquiry: contact });
    expect(requests[0]?.url).toBe('/rest/v1/rpc/deliver_contact_message');
    expect(requests[0]?.body).toEqual({
      p_credential: 'c'.repeat(32),
      p_id: contact.id,
      p_first_name: 'Ada',
      p_last_name: 'Lovelace',
      p_email: 'ada@example.com',
      p_phone: null,
      p_subject: 'Banking',
      p_message: 'Hello <b>there</b>',
      p_client_key: '203.0.113.9',
      p_received_at: receivedAt,
    });
    await store.deliver({ form: 'formation', id: formation.id, receivedAt, clientKey: '203.0.113.9', enquiry: formation });
    expect(requests[1]?.url).toBe('/rest/v1/rpc/deliver_formation_application');
    expect(requests[1]?.body).toMatchObject({ p_credential: 'c'.repeat(32), p_id: formation.id, p_number_of_founders: 2, p_received_at: receivedAt });

    answer = { status: 401, body: { code: '42501', details: null, hint: null, message: 'the enquiry outbox credential is not registered' } };
    await expect(store.deliver({ form: 'contact', id: contact.id, receivedAt, clientKey: 'k', enquiry: contact })).rejects.toMatchObject({ retryable: false });
    const withoutCredential = createSupabaseStore({ url: baseUrl, anonKey: ANON_KEY });
    await expect(withoutCredential.deliver({ form: 'contact', id: contact.id, receivedAt, clientKey: 'k', enquiry: contact })).rejects.toThrow(/ENQUIRY_OUTBOX_SECRET/);
  });

  it('turns a timeout and a refused connection into a retryable EnquiryStoreError', async () => {
    answer = { ...STORED, delayMs: 2_000 };
    await expect(createSupabaseStore({ url: baseUrl, anonKey: ANON_KEY }, undefined, { timeoutMs: 100 }).saveContact(contact, S)).rejects.toMatchObject({
      name: 'EnquiryStoreError',
      retryable: true,
    });

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    await expect(createSupabaseStore({ url: deadUrl, anonKey: ANON_KEY }, undefined, { timeoutMs: 1_000 }).saveContact(contact, S)).rejects.toMatchObject({
      retryable: true,
    });
  });
});
