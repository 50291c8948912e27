/**
 * A loopback Supabase for the browser tests: PostgREST's RPC route over a PostgreSQL that has the
 * migrations (`tests/fixtures/postgres.ts`), so site instances write enquiries as they would to
 * Supabase, and a test can take it away and bring it back.
 *
 *     npx tsx scripts/loopback/supabase-rest.ts <apiPort> <controlPort> <databaseUrl>
 *
 * Environment: `SUPABASE_ANON_KEY` (the key callers must send as `apikey`) and, optionally,
 * `ENQUIRY_OUTBOX_SECRET`, whose digest it registers as an operator would (`…_enquiry_outbox.sql`).
 *
 * Emulated, as supabase-js 2 sends it: `POST /rest/v1/rpc/<function>` with a JSON object of named
 * arguments, run as the `anon` role in one transaction; the function's result as the JSON body;
 * errors as PostgREST's `{ code, message, details, hint }` with its status for the SQLSTATE
 * (42501 -> 401, 23505 -> 409, other 22/23/P0 -> 400, 42883 -> 404, else 500). Not emulated: tables,
 * filters, JWT roles other than anon, `Prefer` headers, GET calls.
 *
 * The control port answers `POST /__loopback/down` (the API port stops listening and drops its
 * connections: callers see a refused connection, as in an outage), `POST /__loopback/up`, and
 * `GET /__loopback/stats` (`{ up, calls }`).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import pg from 'pg';

const [apiPort = '54421', controlPort = '54422', databaseUrl = 'postgres://postgres@127.0.0.1:54330/postgres'] = process.argv.slice(2);
const anonKey = process.env.SUPABASE_ANON_KEY?.trim();
if (!anonKey) throw new Error('SUPABASE_ANON_KEY is required: the key callers must send.');

const NAME = /^[a-z_][a-z0-9_]*$/;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });

const outboxSecret = process.env.ENQUIRY_OUTBOX_SECRET?.trim();
if (outboxSecret) {
  await pool.query(`insert into public.enquiry_outbox_credentials (digest) values (sha256(convert_to($1, 'UTF8'))) on conflict do nothing`, [outboxSecret]);
}

/** PostgREST's HTTP status for a SQLSTATE (https://docs.postgrest.org/en/v12/references/errors.html). */
function statusOf(code: string | undefined): number {
  if (code === '42501') return 401;
  if (code === '23505') return 409;
  if (code === '42883') return 404;
  if (code?.startsWith('22') || code?.startsWith('23') || code?.startsWith('P0')) return 400;
  return 500;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let raw = '';
  for await (const chunk of req) raw += String(chunk);
  return raw ? JSON.parse(raw) : {};
}

/** Runs `public.<name>(arg => value, …)` as anon; objects and arrays go in as JSON text. */
async function callFunction(name: string, args: Record<string, unknown>): Promise<unknown> {
  const keys = Object.keys(args);
  const bad = keys.find((key) => !NAME.test(key));
  if (bad) throw Object.assign(new Error(`bad argument name ${bad}`), { code: '42883' });
  const values = keys.map((key) => {
    const value = args[key];
    return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
  });
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local role anon');
    const result = await client.query(`select public.${name}(${keys.map((key, i) => `${key} => $${i + 1}`).join(', ')}) as result`, values);
    await client.query('commit');
    return result.rows[0]?.result ?? null;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

let calls = 0;

async function answerApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const match = /^\/rest\/v1\/rpc\/([^/?]+)/.exec(req.url ?? '');
  if (req.headers.apikey !== anonKey) return send(res, 401, { code: 'PGRST301', message: 'Invalid API key', details: null, hint: null });
  if (req.method !== 'POST' || !match?.[1] || !NAME.test(match[1])) {
    return send(res, 404, { code: 'PGRST202', message: 'Only POST /rest/v1/rpc/<function> is emulated', details: null, hint: null });
  }
  calls += 1;
  try {
    const body = await readJson(req);
    send(res, 200, await callFunction(match[1], body as Record<string, unknown>));
  } catch (error) {
    const { code, message, detail, hint } = error as { code?: string; message: string; detail?: string; hint?: string };
    send(res, statusOf(code), { code: code ?? 'PGRST000', message, details: detail ?? null, hint: hint ?? null });
  }
}

const api: Server = createServer((req, res) => void answerApi(req, res));
const listen = () => new Promise<void>((resolve) => api.listen(Number(apiPort), '127.0.0.1', resolve));
const close = () =>
  new Promise<void>((resolve) => {
    api.close(() => resolve());
    api.closeAllConnections();
  });

createServer((req, res) => {
  void (async () => {
    if (req.method === 'POST' && req.url === '/__loopback/down') {
      if (api.listening) await close();
    } else if (req.method === 'POST' && req.url === '/__loopback/up') {
      if (!api.listening) await listen();
    } else if (req.method !== 'GET' || req.url !== '/__loopback/stats') {
      return send(res, 404, { error: 'POST /__loopback/down, POST /__loopback/up or GET /__loopback/stats' });
    }
    send(res, 200, { up: api.listening, calls });
  })();
}).listen(Number(controlPort), '127.0.0.1');

await listen();
console.log(`loopback Supabase at http://127.0.0.1:${apiPort} (control ${controlPort}) over ${new URL(databaseUrl).host}`);
