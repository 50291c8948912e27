import { readFileSync, statSync } from 'node:fs';
import { logEvents, parseLogLine, problemLines } from '../../scripts/lib/server-log';
import { createClient } from '@redis/client';
import pg from 'pg';
import type { SanityDocument } from '@sanity/client';
import { expect, test } from '@playwright/test';
import { NEVER_SHARED, PAGE_CACHE_CONTROL } from '@/lib/http/cache-control';
import { editorClient, sendWebhook, WORDS_ONLY } from '../../scripts/lib/publish';
import { postNoJsForm } from './no-js-form';
import { PUBLISHING } from './publishing-env';
import { SCALE } from './scale-env';
import { pageOf, searchResults } from '../../scripts/lib/site-search';
import { FOUND_WITHIN_MS } from './site-search';

// Runs in the `scale` project only: instances A and B of the publishing build share
// one Redis, behind nginx with deploy/nginx/site-proxy.conf. The page changed here (Luxembourg)
// is one the publishing spec, which shares the Content Lake, never touches.

const lake = editorClient({ ...PUBLISHING, apiHost: `http://127.0.0.1:${PUBLISHING.lakePort}` });
const [A, B] = SCALE.instancePorts.map((port) => `http://localhost:${port}`) as [string, string];
const PROXY = `http://127.0.0.1:${SCALE.proxyPort}`;
const PAGE = '/luxembourg';
/**
 * How long a test waits for a publish to show through the shared cache: the outcome, with room
 * for a busy machine. The promise, visible within 5 s of the webhook, is measured and
 * enforced by `npm run bench` (through nginx, under load); the tests log the times.
 */
const LIVE_WITHIN_MS = 30_000;

const get = (origin: string, path = PAGE, init?: RequestInit) => fetch(origin + path, { redirect: 'manual', ...init });

/** Publishes a new Luxembourg hero heading in the lake (not yet announced by a webhook). */
async function editHeading(label: string): Promise<string> {
  const heading = `Company Registration in Luxembourg (${label} ${Date.now()})`;
  await lake.patch('jurisdiction-luxembourg').set({ 'hero.heading': heading }).commit();
  return heading;
}

/** Polls `origin` every 50 ms until the page shows `text`; returns ms since `since`. */
async function visibleAfter(origin: string, text: string, since: number): Promise<number> {
  for (;;) {
    if ((await (await get(origin)).text()).includes(text)) return Date.now() - since;
    if (Date.now() - since > LIVE_WITHIN_MS) throw new Error(`${origin}${PAGE} did not show "${text}" within ${LIVE_WITHIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The page as the seed has it, in both instances' view and nginx's cache.
  const doc = (await lake.getDocument('jurisdiction-luxembourg')) as SanityDocument;
  expect(doc).toBeTruthy();
  for (const origin of [A, B, PROXY, PROXY]) expect((await get(origin)).status).toBe(200);
});

/**
 * Asks for `path` twice in a row, up to 5 times, until the second answer comes from nginx's
 * cache (an entry lives 1 s, so a slow first answer on a busy machine can outlive it).
 * @returns the cache statuses seen, and the last answer
 */
async function twiceFromCache(path: string): Promise<{ statuses: string[]; last: Response }> {
  const statuses: string[] = [];
  let last: Response | undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    await get(PROXY, path);
    last = await get(PROXY, path);
    statuses.push(last.headers.get('x-cache-status') ?? 'none');
    if (/HIT|STALE|UPDATING/.test(statuses.at(-1) ?? '')) break;
  }
  return { statuses, last: last as Response };
}

test('nginx serves pages from its cache; form posts, previews, the Studio and the API pass through', async () => {
  const page = await twiceFromCache('/denmark');
  expect(page.statuses.at(-1), page.statuses.join(' ')).toMatch(/HIT|STALE|UPDATING/);
  expect(page.last.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
  expect(page.last.headers.get('set-cookie')).toBeNull();
  const missing = await twiceFromCache('/no-such-page');
  expect(missing.last.status).toBe(404);
  expect(missing.statuses.at(-1), missing.statuses.join(' ')).toMatch(/HIT|STALE|UPDATING/);

  // A form post (a Server Action without its id: answered, never stored).
  for (let i = 0; i < 2; i++) {
    const post = await get(PROXY, '/contact', { method: 'POST', body: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(post.headers.get('cache-control')).toBe(NEVER_SHARED);
    expect(post.headers.get('x-cache-status')).not.toBe('HIT');
  }
  // An editor in preview always reaches an instance.
  const preview = await get(PROXY, '/denmark', { headers: { cookie: '__prerender_bypass=not-a-valid-id' } });
  expect(preview.headers.get('x-cache-status')).toBe('BYPASS');
  for (const path of ['/studio', '/api/revalidate']) {
    await get(PROXY, path);
    const again = await get(PROXY, path);
    expect(again.headers.get('x-cache-status'), path).toBeNull();
  }
  expect((await get(PROXY, '/studio')).headers.get('cache-control')).toBe(NEVER_SHARED);
});

test('a page one instance regenerates after a publish is served by the other from Redis', async () => {
  const heading = await editHeading('regenerated by A');
  const publishes = () => logEvents(readFileSync(SCALE.logs[0], 'utf8'), 'publish', (line) => line.documentId === 'jurisdiction-luxembourg').length;
  const before = publishes();
  const sent = Date.now();
  await sendWebhook(A, { ...WORDS_ONLY, _type: 'jurisdiction', _id: 'jurisdiction-luxembourg', slug: 'luxembourg' }, PUBLISHING.webhookSecret);
  // The webhook expires the page again a second later (`app/api/revalidate`), then logs the
  // publish: the version A stores after that line is the one B must serve from Redis.
  await expect.poll(publishes, { timeout: LIVE_WITHIN_MS, message: 'A logged the publish' }).toBe(before + 1);
  const ms = await visibleAfter(A, heading, sent);
  // B has not rendered it: Next's header says B served the entry A stored.
  const fromB = await get(B);
  expect(await fromB.text()).toContain(heading);
  expect(fromB.headers.get('x-nextjs-cache')).toBe('HIT');
  console.log(`scale: A regenerated ${PAGE} ${ms} ms after the webhook; B served it from Redis`);
});

for (const [receiver, name] of [
  [A, 'A'],
  [B, 'B'],
] as const) {
  test(`a webhook sent to instance ${name} refreshes both instances and nginx`, async () => {
    const heading = await editHeading(`webhook to ${name}`);
    const sent = Date.now();
    await sendWebhook(receiver, { ...WORDS_ONLY, _type: 'jurisdiction', _id: 'jurisdiction-luxembourg', slug: 'luxembourg' }, PUBLISHING.webhookSecret);
    const [msA, msB, msProxy] = await Promise.all([visibleAfter(A, heading, sent), visibleAfter(B, heading, sent), visibleAfter(PROXY, heading, sent)]);
    console.log(`scale: webhook to ${name}: A after ${msA} ms, B after ${msB} ms, through nginx after ${msProxy} ms`);
  });
}

test('a publish sent to one instance reaches the search on both: they share one search database', async ({ page }) => {
  test.setTimeout(FOUND_WITHIN_MS + 30_000);
  // A word no page has yet, so only the new records can find it.
  const word = `Vikingtest${Date.now().toString(36).replace(/\d/g, '')}`;
  await lake.patch('jurisdiction-luxembourg').set({ 'hero.heading': `Company Registration in Luxembourg for ${word}` }).commit();
  const sent = Date.now();
  await sendWebhook(A, { ...WORDS_ONLY, _type: 'jurisdiction', _id: 'jurisdiction-luxembourg', slug: 'luxembourg' }, PUBLISHING.webhookSecret);
  await expect.poll(async () => (await searchResults(page, word, B)).map(pageOf), { timeout: FOUND_WITHIN_MS, intervals: [250] }).toContain(PAGE);
  console.log(`scale: webhook to A, found by search on B ${Date.now() - sent} ms later`);
  expect((await searchResults(page, word, A)).map(pageOf)).toContain(PAGE);
  // Through nginx, which may keep an answer as briefly as a page.
  await expect.poll(async () => (await (await get(PROXY, `/api/search?q=${word}&locale=en`)).json()) as { results: { url: string }[] }, { timeout: 30_000 }).toMatchObject({ results: [{ url: PAGE }] });
});

test('the form rate limit counts the address nginx saw, whatever the client says it is', async () => {
  // ENQUIRY_CLIENT_IP_HEADER=x-real-ip, which nginx sets to the connection's address. Both
  // instances count in the one enquiry database: of 12 posts at most 5 are stored (10 would mean
  // each instance counted apart), although every post claims a new address.
  const values = { firstName: 'Mallory', lastName: 'Forger', email: 'mallory@example.com', subject: 'Spam', message: 'Buy now' };
  const notices: string[] = [];
  for (let i = 0; i < 12; i++) {
    const forged = `198.51.100.${i + 1}`;
    const { status, notice } = await postNoJsForm(PROXY, '/contact', 'firstName', values, { 'x-forwarded-for': forged, 'x-real-ip': forged });
    expect(status).toBe(200);
    notices.push(notice ?? 'no notice');
  }
  const sent = notices.filter((n) => n.startsWith('Message sent!'));
  const limited = notices.filter((n) => /You have sent several messages in a short time\. Please wait \d+ minutes?/.test(n));
  expect(sent.length, notices.join('\n')).toBeLessThanOrEqual(5);
  expect(sent.length + limited.length, notices.join('\n')).toBe(12);
});

test('a request past the edge is counted by its connection, whatever address it claims', async () => {
  // Instance A directly. A client nginx named 192.0.2.90 spends its searches...
  const spent = '192.0.2.90';
  const search = (headers: Record<string, string>) => get(A, '/api/search?q=tax&locale=en', { headers });
  const statuses: number[] = [];
  while (statuses.length < 130 && statuses.at(-1) !== 429) statuses.push((await search({ 'x-real-ip': spent })).status);
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
  // ...then, without X-Real-IP (it went past nginx), claims that address in every header that
  // could name it. server.mjs overwrites the connection's header from the socket, so it is counted
  // as 127.0.0.1, which has its searches left: claiming the spent address buys nothing, and
  // neither would claiming a fresh one.
  const claimed = await search({ 'x-site-connection-address': spent, 'x-forwarded-for': spent });
  expect(claimed.status).toBe(200);
  // The results page through the edge counts the same client: refused while it is.
  const page = await get(A, '/sv/search?q=tax', { headers: { 'x-real-ip': spent } });
  expect(page.status).toBe(429);
  expect(await page.text()).toContain('Du har sökt många gånger på kort tid.');
});

/** What the instances logged between two points (byte offsets per log), set by the outage test. */
const outageLines: { from: number[]; to: number[] } = { from: [], to: [] };
const logSizes = () => SCALE.logs.map((log) => statSync(log).size);

test('no enquiry is lost while the enquiry database is down: both forms succeed, and each arrives once when it is back', async ({ page }) => {
  const control = (what: 'down' | 'up') => fetch(`http://127.0.0.1:${SCALE.supabaseControlPort}/__loopback/${what}`, { method: 'POST' });
  const database = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${SCALE.postgresPort}/postgres` });
  const redis = createClient({ url: `redis://127.0.0.1:${SCALE.redisPort}/${SCALE.outboxRedisDatabase}` });
  await Promise.all([database.connect(), redis.connect()]);
  const marker = `outage-${Date.now()}`;
  const rows = async () => {
    const contact = await database.query<{ n: string; at: Date }>('select count(*) n, min(created_at) at from public.contact_messages where last_name = $1', [marker]);
    const formation = await database.query<{ n: string; at: Date }>(
      `select count(*) n, min(submitted_at) at from public.formation_applications where founders->0->>'name' = $1`,
      [marker],
    );
    return { contacts: Number(contact.rows[0]?.n), formations: Number(formation.rows[0]?.n), contactAt: contact.rows[0]?.at, formationAt: formation.rows[0]?.at };
  };
  try {
    outageLines.from = logSizes();
    expect((await control('down')).status).toBe(200);
    const sentAt = Date.now();

    // A visitor with JavaScript sends the contact form to instance A...
    await page.setExtraHTTPHeaders({ 'x-real-ip': '192.0.2.60' });
    await page.goto(`${A}/contact`);
    await page.getByLabel(/^First Name/).fill('Astrid');
    await page.getByLabel(/^Last Name/).fill(marker);
    await page.getByLabel(/^Email/).fill('astrid@example.dk');
    await page.getByLabel(/^Subject/).fill('Company registration in Denmark');
    await page.getByLabel(/^Message/).fill('Please call me about an ApS.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent!')).toBeVisible({ timeout: 20_000 });

    // ...and one without sends the formation form to instance B.
    const formation = await postNoJsForm(
      B,
      '/company-formation',
      'founders.0.name',
      { numberOfFounders: '1', companyStructure: 'drift', 'founders.0.type': 'person', 'founders.0.name': marker },
      { 'x-real-ip': '192.0.2.61' },
    );
    expect(formation.notice).toMatch(/^Formular sendt!/);

    expect(await rows()).toMatchObject({ contacts: 0, formations: 0 });
    expect(await redis.zCard('{corporate-site:outbox}:queue')).toBe(2);

    expect((await control('up')).status).toBe(200);
    await expect.poll(async () => (await rows()).contacts + (await rows()).formations, { timeout: 90_000, intervals: [500] }).toBe(2);
    // Both instances deliver the shared outbox: once it is empty and each enquiry's delivery is
    // logged as done, no row may have come twice.
    await expect.poll(() => redis.zCard('{corporate-site:outbox}:queue'), { timeout: 30_000 }).toBe(0);
    const deliveredForms = () =>
      new Set(SCALE.logs.flatMap((log, i) => logEvents(readFileSync(log).subarray(outageLines.from[i]).toString('utf8'), 'outbox-delivered').map((line) => String(line.form)))).size;
    await expect.poll(deliveredForms, { timeout: 30_000, message: 'both enquiries logged as delivered' }).toBe(2);
    const delivered = await rows();
    expect(delivered).toMatchObject({ contacts: 1, formations: 1 });
    // Each keeps the time the visitor sent it, not the time it was delivered.
    for (const at of [delivered.contactAt, delivered.formationAt]) {
      expect(Math.abs((at as Date).getTime() - sentAt)).toBeLessThan(20_000);
    }
    outageLines.to = logSizes();
    const logged = SCALE.logs.map((log, i) => readFileSync(log).subarray(outageLines.from[i], outageLines.to[i]).toString('utf8')).join('');
    expect(logged).not.toMatch(new RegExp(`Astrid|${marker}|astrid@example\\.dk|Please call me`));
    // The outage's warnings are the outbox's; nothing else failed. Every line is JSON.
    expect(problemLines(logged).filter((line) => !/"event":"(enquiry-outboxed|outbox-delivery-failed)"/.test(line))).toEqual([]);
    expect(logged.split('\n').filter((line) => line.trim() && !parseLogLine(line))).toEqual([]);
  } finally {
    await control('up');
    await Promise.all([database.end(), redis.quit()]);
  }
});

/** The sum of a Prometheus instant query's series (0 when it has none). */
async function prometheusValue(query: string): Promise<number> {
  const answer = await fetch(`http://127.0.0.1:${SCALE.prometheusPort}/api/v1/query?query=${encodeURIComponent(query)}`);
  const body = (await answer.json()) as { status: string; data: { result: { value: [number, string] }[] } };
  expect(body.status, query).toBe('success');
  return body.data.result.reduce((sum, series) => sum + Number(series.value[1]), 0);
}

test('Prometheus reads a publish made visible and an enquiry stored, with the requests, queries, cache and outbox series', async () => {
  const from = logSizes();
  const published = await prometheusValue('sum(publish_to_visible_seconds_count)');
  const heading = await editHeading('metrics');
  const sent = Date.now();
  await sendWebhook(A, { ...WORDS_ONLY, _type: 'jurisdiction', _id: 'jurisdiction-luxembourg', slug: 'luxembourg' }, PUBLISHING.webhookSecret);
  await visibleAfter(A, heading, sent);
  const values = { firstName: 'Prometheus', lastName: 'Scraped', email: 'metrics@example.com', subject: 'Metrics', message: 'Counted once' };
  const { notice } = await postNoJsForm(A, '/contact', 'firstName', values, { 'x-real-ip': '192.0.2.70' });
  expect(notice).toMatch(/^Message sent!/);

  await expect.poll(() => prometheusValue('sum(publish_to_visible_seconds_count)'), { timeout: 15_000 }).toBeGreaterThan(published);
  await expect.poll(() => prometheusValue('sum(enquiries_total{form="contact",outcome="stored"})'), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  const report: Record<string, number> = {};
  for (const [query, atLeast] of [
    ['count(up{job="site"} == 1)', 2],
    ['sum(http_server_request_duration_seconds_count{route="/[locale]/[slug]",status="200"})', 1],
    ['sum(sanity_lake_query_duration_seconds_count{query="jurisdictionPage",outcome="ok"})', 1],
    ['sum(next_page_cache_requests_total{route="/[locale]/[slug]",result="hit"})', 1],
    ['sum(enquiries_total{outcome="outboxed"})', 2],
    ['sum(enquiry_outbox_deliveries_total{outcome="delivered"})', 2],
    ['sum(site_search_duration_seconds_count{entry="api",outcome="ok"})', 1],
    ['histogram_quantile(0.95, sum by (le) (rate(publish_to_visible_seconds_bucket[5m])))', 0],
  ] as const) {
    report[query] = await prometheusValue(query);
    expect(report[query], query).toBeGreaterThanOrEqual(atLeast);
  }
  expect(await prometheusValue('max(enquiry_outbox_depth)')).toBe(0);
  console.log(`scale: Prometheus after a publish and an enquiry: ${JSON.stringify(report)}`);

  // Every line the instances wrote meanwhile is JSON with a level, and holds no field of the form.
  // The publish's line comes once its second expiry and search records are done.
  const logOfA = () => readFileSync(SCALE.logs[0]).subarray(from[0]).toString('utf8');
  await expect.poll(() => logEvents(logOfA(), 'publish').length, { timeout: 15_000 }).toBeGreaterThan(0);
  const to = logSizes();
  const lines = SCALE.logs.flatMap((log, i) => readFileSync(log).subarray(from[i], to[i]).toString('utf8').split('\n').filter((line) => line.trim()));
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.filter((line) => typeof parseLogLine(line)?.level !== 'number')).toEqual([]);
  expect(lines.join('\n')).not.toMatch(/Prometheus|Scraped|metrics@example\.com|Counted once/);
  console.log(`scale: three of the lines:\n${lines.slice(0, 3).join('\n')}`);
});

test('instance A exports the spans of a webhook and of the page it refreshed over OTLP', async () => {
  const receiver = `http://127.0.0.1:${SCALE.otlpPort}/spans`;
  await fetch(receiver, { method: 'DELETE' });
  const heading = await editHeading('trace');
  const sent = Date.now();
  await sendWebhook(A, { ...WORDS_ONLY, _type: 'jurisdiction', _id: 'jurisdiction-luxembourg', slug: 'luxembourg' }, PUBLISHING.webhookSecret);
  await visibleAfter(A, heading, sent);
  type Span = { traceId: string; spanId: string; parentSpanId: string | null; name: string; durationMs: number; attributes: Record<string, unknown> };
  const spans = async () => (await (await fetch(receiver)).json()) as Span[];
  // The refreshed page: Next's request for the country route, with its lake query inside.
  const pageOf = (spans: Span[]) =>
    spans.find(
      (span) =>
        (span.attributes['next.route'] === '/[locale]/[slug]' || span.attributes['http.route'] === '/[locale]/[slug]') &&
        spans.some((q) => q.traceId === span.traceId && q.name === 'sanity.query' && q.attributes['sanity.query.name'] === 'jurisdictionPage'),
    );
  let received: Span[] = [];
  // Spans arrive in batches as they end: wait for all of them.
  await expect
    .poll(
      async () => {
        received = await spans();
        const missing = ['webhook.verify', 'webhook.expire', 'search.records'].filter((name) => !received.some((span) => span.name === name));
        return pageOf(received) ? missing : [...missing, 'a country page request whose render queried the lake'];
      },
      { timeout: 20_000 },
    )
    .toEqual([]);
  const verify = received.find((span) => span.name === 'webhook.verify') as Span;
  const expire = received.find((span) => span.name === 'webhook.expire' && span.traceId === verify.traceId) as Span;
  expect(expire.attributes['webhook.tag_count']).toBeGreaterThan(0);
  // Next's own span of the webhook's request holds both.
  const request = received.find((span) => span.traceId === verify.traceId && span.attributes['http.route'] === '/api/revalidate');
  expect(request?.attributes['http.status_code']).toBe(200);
  const trace = received.filter((span) => span.traceId === verify.traceId).map((span) => `${span.name} ${span.durationMs.toFixed(1)} ms ${JSON.stringify(span.attributes)}`);
  console.log(`scale: the webhook's trace:\n${trace.join('\n')}`);
});

test('the instances log no error, outside the outage the test above made on purpose', () => {
  for (const [i, log] of SCALE.logs.entries()) {
    const text = readFileSync(log);
    const outside = Buffer.concat([text.subarray(0, outageLines.from[i] ?? text.length), text.subarray(outageLines.to[i] ?? text.length)]);
    expect(problemLines(outside.toString('utf8')), log).toEqual([]);
  }
});
