import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSupabaseStore } from '@/lib/enquiries/supabase-store';
import { EnquiryStoreError, type FormationRecord } from '@/lib/enquiries/store';
import type { ContactEnquiry } from '@/lib/enquiries/schemas';

// Issue 3 tests: the supabase-js store against a loopback HTTP server that records the PostgREST
// requests and answers as PostgREST does (201 with no body for return=minimal; errors as JSON).

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

type Answer = { status: number; body?: unknown; delayMs?: number };

const ANON_KEY = 'test-anon-key.eyJyb2xlIjoiYW5vbiJ9.signature';
const requests: Recorded[] = [];
let answer: Answer = { status: 201 };
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : undefined });
      const { status, body, delayMs = 0 } = answer;
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
  answer = { status: 201 };
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

const formation: FormationRecord = {
  id: '6f1c2b1e-0d5e-4c41-9a8e-2f7d3c9b1a02',
  numberOfFounders: '2',
  companyStructure: 'holding',
  founders: [
    { type: 'person', name: 'Ada Lovelace', isForeign: false },
    { type: 'company', name: 'Acme ApS', cvr: '12345678', isForeign: true },
  ],
  submittedAt: '2026-11-21T10:00:00.000Z',
};

describe('Supabase enquiry store (supabase-js -> PostgREST)', () => {
  it('POSTs the contact row to /rest/v1/contact_messages with the anon key and return=minimal', async () => {
    const store = createSupabaseStore({ url: baseUrl, anonKey: ANON_KEY });
    expect(store.name).toBe(`supabase:${new URL(baseUrl).host}`);
    await store.saveContact(contact);

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/rest/v1/contact_messages');
    expect(request?.headers.apikey).toBe(ANON_KEY);
    expect(request?.headers.authorization).toBe(`Bearer ${ANON_KEY}`);
    expect(request?.headers.prefer).toBe('return=minimal');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['content-profile']).toBe('public');
    expect(request?.body).toEqual({
      id: contact.id,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: null,
      subject: 'Banking',
      message: 'Hello <b>there</b>',
    });
  });

  it('POSTs the formation row with snake_case columns and founders as JSON', async () => {
    await createSupabaseStore({ url: baseUrl, anonKey: ANON_KEY }).saveFormation(formation);
    expect(requests[0]?.url).toBe('/rest/v1/formation_applications');
    expect(requests[0]?.headers.prefer).toBe('return=minimal');
    expect(requests[0]?.body).toEqual({
      id: formation.id,
      number_of_founders: 2,
      company_structure: 'holding',
      founders: [
        { type: 'person', name: 'Ada Lovelace', isForeign: false },
        { type: 'company', name: 'Acme ApS', cvr: '12345678', isForeign: true },
      ],
      submitted_at: '2026-11-21T10:00:00.000Z',
    });
  });

  it('treats PostgREST 409 / 23505 (the id is already stored) as success: a retry stores nothing new', async () => {
    answer = {
      status: 409,
      body: {
        code: '23505',
        details: `Key (id)=(${contact.id}) already exists.`,
        hint: null,
        message: 'duplicate key value violates unique constraint "contact_messages_pkey"',
      },
    };
    await expect(createSupabaseStore({ url: baseUrl, anonKey: ANON_KEY }).saveContact(contact)).resolves.toBeUndefined();
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
      .saveContact(contact)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EnquiryStoreError);
    expect((error as Error).message).toMatch(/contact_messages_email_check.*23514/);
    expect((error as Error).cause).toMatchObject({ code: '23514' });

    answer = { status: 401, body: { code: '42501', details: null, hint: null, message: 'permission denied for table contact_messages' } };
    await expect(createSupabaseStore({ url: baseUrl, anonKey: ANON_KEY }).saveFormation(formation)).rejects.toThrow(EnquiryStoreError);
  });

  it('turns a 5xx answer, a timeout and a refused connection into EnquiryStoreError', async () => {
    answer = { status: 503, body: { code: 'PGRST001', details: null, hint: null, message: 'Database client error. Retrying the connection.' } };
    await expect(createSupabaseStore({ url: baseUrl, anonKey: ANON_KEY }).saveContact(contact)).rejects.toThrow(/PGRST001/);
    expect(requests).toHaveLength(1); // POST is not retried by supabase-js

    answer = { status: 201, delayMs: 2_000 };
    await expect(createSupabaseStore({ url: baseUrl, anonKey: ANON_KEY }, undefined, { timeoutMs: 100 }).saveContact(contact)).rejects.toThrow(
      EnquiryStoreError,
    );

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    await expect(createSupabaseStore({ url: deadUrl, anonKey: ANON_KEY }).saveContact(contact)).rejects.toThrow(EnquiryStoreError);
  });
});
