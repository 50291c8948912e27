import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

// The `send-contact-email` Edge Function run by Deno (the `deno` npm package),
// against two loopback fakes started here: a Resend-style email provider that records requests
// and can be told to fail, and a PostgREST for SUPABASE_URL that records inserts. If Deno cannot
// start, every test here fails with the reason (beforeEach rethrows it): they never skip.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DENO = `${ROOT}node_modules/.bin/deno`;
const FUNCTION_DIR = `${ROOT}supabase/functions/send-contact-email`;

const SERVICE_ROLE_KEY = 'test-service-role-key';
const WEBHOOK_SECRET = 'test-webhook-secret-5b0c';
const EMAIL_API_KEY = 'test-email-api-key';
const EMAIL_FROM = 'Meridian <noreply@example.test>';
const STAFF_EMAIL = 'staff@example.test';

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A loopback HTTP server that records every request (JSON bodies parsed) and answers via `answer`. */
async function recordingServer(answer: (request: Recorded) => { status: number; body?: unknown }) {
  const requests: Recorded[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // keep the raw text
      }
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(request);
      const { status, body: out } = answer(request);
      // Status 0: never answer (a provider that hangs).
      if (status === 0) return;
      res.writeHead(status, out === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(out === undefined ? '' : JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, requests, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// The fakes' behaviour, reset before each test.
let emailFailures = 0; // fail this many upcoming email requests with 500
let emailAlwaysFails = false;
let emailHangs = false;
let postgrestAnswer: { status: number; body?: unknown } = { status: 201 };
/** The fake's notification ledger: enquiry id -> state, as the SQL functions keep it. */
const ledger = new Map<string, 'sending' | 'sent'>();
let ledgerDown = false;

/** PostgREST's answer to the ledger's RPC calls, as `claim_/finish_enquiry_notification` would give it. */
function ledgerAnswer(request: Recorded): { status: number; body?: unknown } | null {
  const args = request.body as { p_enquiry_id?: string; p_sent?: boolean };
  if (!request.url.startsWith('/rest/v1/rpc/')) return null;
  if (ledgerDown) return { status: 503, body: { code: 'PGRST001', message: 'Database client error' } };
  const id = args.p_enquiry_id ?? '';
  if (request.url === '/rest/v1/rpc/claim_enquiry_notification') {
    const state = ledger.get(id);
    if (state) return { status: 200, body: state === 'sent' ? 'sent' : 'busy' };
    ledger.set(id, 'sending');
    return { status: 200, body: 'claimed' };
  }
  if (request.url === '/rest/v1/rpc/finish_enquiry_notification') {
    if (args.p_sent) ledger.set(id, 'sent');
    else if (ledger.get(id) === 'sending') ledger.delete(id);
    return { status: 204 };
  }
  return { status: 404, body: { message: 'no such function' } };
}

let email: Awaited<ReturnType<typeof recordingServer>>;
let postgrest: Awaited<ReturnType<typeof recordingServer>>;
let deno: ChildProcess | undefined;
let denoOutput = '';
let functionUrl = '';
let startupError: Error | undefined;

/** Starts the fakes and the function; waits until the function answers. */
async function start(): Promise<void> {
  email = await recordingServer(() => {
    if (emailHangs) return { status: 0 };
    if (emailAlwaysFails || emailFailures > 0) {
      emailFailures = Math.max(0, emailFailures - 1);
      return { status: 500, body: { message: 'provider down' } };
    }
    return { status: 200, body: { id: 'email-1' } };
  });
  postgrest = await recordingServer((request) => ledgerAnswer(request) ?? postgrestAnswer);

  if (!existsSync(DENO)) {
    throw new Error(`Deno is not installed at ${DENO}: the Edge Function cannot be tested (it is a devDependency: npm install).`);
  }
  const port = await freePort();
  functionUrl = `http://127.0.0.1:${port}`;
  // --config: run with the function's own deno.json (npm: imports, nodeModulesDir none), as
  // Supabase does, not with the site's package.json and node_modules.
  deno = spawn(
    DENO,
    ['run', '--allow-net', '--allow-env', '--no-prompt', '--config', `${FUNCTION_DIR}/deno.json`, `${FUNCTION_DIR}/index.ts`],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NO_COLOR: '1',
        NO_PROXY: ['127.0.0.1', 'localhost', process.env.NO_PROXY].filter(Boolean).join(','),
        PORT: String(port),
        SUPABASE_URL: postgrest.url,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
        WEBHOOK_SECRET,
        EMAIL_API_URL: `${email.url}/emails`,
        EMAIL_API_KEY,
        EMAIL_FROM,
        STAFF_EMAIL,
        EMAIL_RETRY_DELAYS_MS: '20,40',
        EMAIL_TIMEOUT_MS: '3000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  deno.stdout?.on('data', (chunk: Buffer) => (denoOutput += chunk.toString()));
  deno.stderr?.on('data', (chunk: Buffer) => (denoOutput += chunk.toString()));

  // Wait until the function answers. Generous (60 s) because the first run on a machine downloads
  // the npm: packages (zod, supabase-js) from the npm registry into Deno's cache; later runs take
  // well under a second.
  const child = deno;
  const exited = new Promise<never>((_, reject) => {
    child.once('error', (error) => reject(new Error(`Could not start Deno (${DENO}): ${error.message}`)));
    child.once('exit', (code, signal) =>
      reject(new Error(`Deno exited before serving (code ${code}, signal ${signal}). Output:\n${denoOutput}`)),
    );
  });
  const ready = (async () => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      try {
        const response = await fetch(functionUrl, { method: 'OPTIONS' });
        if (response.status === 204) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    throw new Error(`The function did not answer on ${functionUrl} within 60 s. Deno output:\n${denoOutput}`);
  })();
  await Promise.race([ready, exited]);
}

beforeAll(async () => {
  try {
    await start();
  } catch (error) {
    startupError = error instanceof Error ? error : new Error(String(error));
  }
}, 70_000);

afterAll(async () => {
  if (deno && deno.exitCode === null && deno.signalCode === null) {
    const child = deno;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 3000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  for (const fake of [email, postgrest]) {
    if (!fake) continue;
    fake.server.closeAllConnections();
    await new Promise((resolve) => fake.server.close(resolve));
  }
});

beforeEach(() => {
  if (startupError) throw startupError;
  email.requests.length = 0;
  postgrest.requests.length = 0;
  emailFailures = 0;
  emailAlwaysFails = false;
  emailHangs = false;
  postgrestAnswer = { status: 201 };
  ledger.clear();
  ledgerDown = false;
});

/** What the function asked PostgREST besides the ledger (stores, updates, deletes). */
const tableRequests = () => postgrest.requests.filter((r) => !r.url.startsWith('/rest/v1/rpc/'));

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(functionUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { error: string | null } };
}

const contactBody = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+45 12 34 56 78',
  subject: 'Banking',
  message: 'Hello <b>there</b>',
};

const webhook = (table: string, record: Record<string, unknown>, type = 'INSERT') => ({
  type,
  table,
  schema: 'public',
  record,
  old_record: null,
});

const contactRecord = {
  id: '6f1c2b1e-0d5e-4c41-9a8e-2f7d3c9b1a01',
  first_name: 'Eve',
  last_name: 'Hacker "<img src=x onerror=alert(1)>"',
  email: 'eve@example.com',
  phone: null,
  subject: 'Hi\r\nBcc: victim@example.com',
  message: 'Look: <script>alert("x")</script> & more',
  created_at: '2026-11-21T10:00:00+00:00',
};

const secret = { 'x-webhook-secret': WEBHOOK_SECRET };

interface SentEmail {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  reply_to?: string;
}

describe('send-contact-email: direct invocation (the body of docs/requirements.md, §7)', () => {
  it('stores a valid body as one snake_case insert into contact_messages and answers {error: null}', async () => {
    const { status, json } = await post(contactBody);
    expect(status).toBe(200);
    expect(json).toEqual({ error: null });
    expect(postgrest.requests).toHaveLength(1);
    const [insert] = postgrest.requests;
    expect(insert?.method).toBe('POST');
    expect(insert?.url).toBe('/rest/v1/contact_messages');
    expect(insert?.headers.apikey).toBe(SERVICE_ROLE_KEY);
    expect(insert?.headers.authorization).toBe(`Bearer ${SERVICE_ROLE_KEY}`);
    expect(insert?.headers.prefer).toContain('return=minimal');
    expect(insert?.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '+45 12 34 56 78',
      subject: 'Banking',
      message: 'Hello <b>there</b>',
    });
    // The insert fires the database webhook, which sends the email: none is sent here.
    expect(email.requests).toHaveLength(0);
  });

  it('stores a missing phone as null and accepts a message of exactly 5000 characters', async () => {
    const { status } = await post({ ...contactBody, phone: undefined, message: 'x'.repeat(5000) });
    expect(status).toBe(200);
    expect(postgrest.requests[0]?.body).toMatchObject({ phone: null, message: 'x'.repeat(5000) });
  });

  it('treats an id that is already stored (PostgREST 409, 23505) as success', async () => {
    postgrestAnswer = { status: 409, body: { code: '23505', message: 'duplicate key value violates unique constraint' } };
    const id = '6f1c2b1e-0d5e-4c41-9a8e-2f7d3c9b1a09';
    const { status, json } = await post({ ...contactBody, id });
    expect(status).toBe(200);
    expect(json.error).toBeNull();
    expect(postgrest.requests[0]?.body).toMatchObject({ id });
  });

  it.each([
    ['missing email', { ...contactBody, email: undefined }, /email is required/],
    ['bad email', { ...contactBody, email: 'not-an-email' }, /email is not a valid email address/],
    ['6000-character message', { ...contactBody, message: 'x'.repeat(6000) }, /message must be at most 5000 characters/],
    ['blank first name', { ...contactBody, firstName: '   ' }, /firstName is required/],
    ['letters in the phone', { ...contactBody, phone: 'call me' }, /phone may contain only/],
  ])('rejects a %s with 400 and an error, storing nothing', async (_label, body, message) => {
    const { status, json } = await post(body);
    expect(status).toBe(400);
    expect(json.error).toMatch(message);
    expect(postgrest.requests).toHaveLength(0);
  });

  it('rejects a non-JSON body (400), a GET (405) and a body over 64 KiB (413), storing nothing', async () => {
    expect((await post('{not json')).status).toBe(400);
    const get = await fetch(functionUrl);
    expect(get.status).toBe(405);
    expect(((await get.json()) as { error: string }).error).toMatch(/POST/);
    const big = await post({ ...contactBody, message: 'x'.repeat(70_000) });
    expect(big.status).toBe(413);
    expect(big.json.error).toMatch(/too large/);
    expect(postgrest.requests).toHaveLength(0);
  });

  it('answers 500 with an error when the database refuses the insert', async () => {
    postgrestAnswer = { status: 500, body: { code: 'XX000', message: 'boom' } };
    const { status, json } = await post(contactBody);
    expect(status).toBe(500);
    expect(json.error).toMatch(/Could not store/);
  });
});

describe('send-contact-email: database webhook (staff notification)', () => {
  it('refuses a wrong or missing x-webhook-secret with 401 and sends no email', async () => {
    const payload = webhook('contact_messages', contactRecord);
    expect((await post(payload, { 'x-webhook-secret': 'wrong' })).status).toBe(401);
    expect((await post(payload, { 'x-webhook-secret': `${WEBHOOK_SECRET}x` })).status).toBe(401);
    const missing = await post(payload);
    expect(missing.status).toBe(401);
    expect(missing.json.error).toBeTruthy();
    expect(email.requests).toHaveLength(0);
  });

  it('sends exactly one email to STAFF_EMAIL with every stored value HTML-escaped', async () => {
    const { status, json } = await post(webhook('contact_messages', contactRecord), secret);
    expect(status).toBe(200);
    expect(json).toEqual({ error: null });
    expect(email.requests).toHaveLength(1);
    const [request] = email.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/emails');
    expect(request?.headers.authorization).toBe(`Bearer ${EMAIL_API_KEY}`);
    expect(request?.headers['idempotency-key']).toBe(`contact_messages/${contactRecord.id}`);
    const sent = request?.body as SentEmail;
    expect(sent.to).toEqual([STAFF_EMAIL]);
    expect(sent.from).toBe(EMAIL_FROM);
    expect(sent.reply_to).toBe('eve@example.com');
    expect(sent.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(sent.html).not.toContain('<script');
    expect(sent.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(sent.html).not.toContain('<img');
    expect(sent.subject).not.toMatch(/[\r\n]/);
    expect(sent.subject).toContain('Hi Bcc: victim@example.com');
    expect(sent.text).toContain('<script>alert("x")</script>'); // plain text is not HTML
    // Claimed, then marked sent, in the ledger; no table touched.
    expect(postgrest.requests.map((r) => [r.url, r.body])).toEqual([
      ['/rest/v1/rpc/claim_enquiry_notification', { p_enquiry_id: contactRecord.id, p_table: 'contact_messages' }],
      ['/rest/v1/rpc/finish_enquiry_notification', { p_enquiry_id: contactRecord.id, p_sent: true }],
    ]);
    expect(postgrest.requests[0]?.headers.authorization).toBe(`Bearer ${SERVICE_ROLE_KEY}`);
  });

  it('retries a failing provider: two failures then success -> 200 after 3 attempts', async () => {
    emailFailures = 2;
    const { status, json } = await post(webhook('contact_messages', contactRecord), secret);
    expect(status).toBe(200);
    expect(json.error).toBeNull();
    expect(email.requests).toHaveLength(3);
    expect(new Set(email.requests.map((r) => r.headers['idempotency-key'])).size).toBe(1);
  });

  it('answers 502 when every attempt fails, and never touches the stored row', async () => {
    emailAlwaysFails = true;
    const { status, json } = await post(webhook('contact_messages', contactRecord), secret);
    expect(status).toBe(502);
    expect(json.error).toMatch(/failed after 3 attempts.*500/);
    expect(email.requests).toHaveLength(3);
    // Nothing but the ledger: no DELETE or PATCH of the row. The claim is given back.
    expect(tableRequests()).toHaveLength(0);
    expect(ledger.has(contactRecord.id)).toBe(false);
  });

  it('sends one email when the webhook is delivered twice, one after the other or at once', async () => {
    const payload = webhook('contact_messages', contactRecord);
    expect((await post(payload, secret)).status).toBe(200);
    expect(await post(payload, secret)).toEqual({ status: 200, json: { error: null } });
    expect(email.requests).toHaveLength(1);

    const other = webhook('contact_messages', { ...contactRecord, id: '6f1c2b1e-0d5e-4c41-9a8e-2f7d3c9b1a09' });
    const answers = await Promise.all([post(other, secret), post(other, secret), post(other, secret)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(email.requests).toHaveLength(2);
  });

  it('a delivery after a failed one sends the email; with the ledger down nothing is sent (503)', async () => {
    emailAlwaysFails = true;
    const payload = webhook('contact_messages', contactRecord);
    expect((await post(payload, secret)).status).toBe(502);
    emailAlwaysFails = false;
    email.requests.length = 0;
    expect((await post(payload, secret)).status).toBe(200);
    expect(email.requests).toHaveLength(1);

    ledgerDown = true;
    const down = await post(webhook('contact_messages', { ...contactRecord, id: '6f1c2b1e-0d5e-4c41-9a8e-2f7d3c9b1a0a' }), secret);
    expect(down.status).toBe(503);
    expect(email.requests).toHaveLength(1);
  });

  it('gives up on a provider that never answers within the 5 s webhook timeout', async () => {
    emailHangs = true;
    const started = Date.now();
    const { status, json } = await post(webhook('contact_messages', contactRecord), secret);
    const elapsed = Date.now() - started;
    expect(status).toBe(502);
    expect(json.error).toMatch(/no answer within/);
    // EMAIL_TIMEOUT_MS=3000 here: a first attempt of 3 s, then what is left of the 4 s deadline.
    expect(email.requests.length).toBeGreaterThanOrEqual(2);
    expect(elapsed).toBeLessThan(5000);
    expect(ledger.has(contactRecord.id)).toBe(false);
  }, 10_000);

  it('lists the founders of a formation application, escaped', async () => {
    const record = {
      id: '6f1c2b1e-0d5e-4c41-9a8e-2f7d3c9b1a02',
      number_of_founders: 3,
      company_structure: 'holding',
      founders: [
        { type: 'person', name: 'Ada Lovelace', isForeign: false },
        { type: 'company', name: 'Acme <b>ApS</b>', cvr: '12345678', isForeign: false },
        { type: 'company', name: 'Foreign Ltd', isForeign: true },
      ],
      submitted_at: '2026-11-21T10:00:00.000Z',
      created_at: '2026-11-21T10:00:01+00:00',
    };
    const { status } = await post(webhook('formation_applications', record), secret);
    expect(status).toBe(200);
    expect(email.requests).toHaveLength(1);
    const sent = email.requests[0]?.body as SentEmail;
    expect(sent.to).toEqual([STAFF_EMAIL]);
    expect(sent.subject).toContain('Holdingselskab');
    expect(sent.html).toContain('<li>Stifter 1: Person – Ada Lovelace</li>');
    expect(sent.html).toContain('<li>Stifter 2: Selskab – Acme &lt;b&gt;ApS&lt;/b&gt;, CVR 12345678</li>');
    expect(sent.html).toContain('<li>Stifter 3: Selskab – Foreign Ltd, Udenlandsk</li>');
    expect(sent.html).not.toContain('<b>');
    expect(sent.text).toContain('- Stifter 3: Selskab – Foreign Ltd, Udenlandsk');
  });

  it('ignores non-INSERT events (200, no email) and rejects unknown tables (400)', async () => {
    const update = await post(webhook('contact_messages', contactRecord, 'UPDATE'), secret);
    expect(update.status).toBe(200);
    const other = await post(webhook('users', contactRecord), secret);
    expect(other.status).toBe(400);
    expect(email.requests).toHaveLength(0);
  });
});
