import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleContactSubmission, handleFormationSubmission, type SubmissionDeps } from '@/lib/enquiries/handle';
import { createEntryCodec } from '@/lib/enquiries/outbox/codec';
import { readOutboxConfig } from '@/lib/enquiries/outbox/config';
import { startOutboxDelivery, type DeliveryEvent } from '@/lib/enquiries/outbox/delivery';
import type { EnquiryOutbox, OutboxEntry, OutboxOptions } from '@/lib/enquiries/outbox/entry';
import { createFileOutbox, DEAD_LETTER_FOLDER } from '@/lib/enquiries/outbox/file-outbox';
import { createRedisOutbox } from '@/lib/enquiries/outbox/redis-outbox';
import { createOutboxSeal } from '@/lib/enquiries/outbox/seal';
import { EnquiryStoreError, isDataRefusal, type EnquiryStore } from '@/lib/enquiries/store';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
  folders.push(dir);
  return path.join(dir, 'outbox');
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const LIMIT = { points: 2, windowMinutes: 10 };
const SECRET = 'unit-test-outbox-secret-of-forty-characters';
/** The outboxes' options: the secret, and dead letters recorded as the site reports them. */
const sealed = (events: DeliveryEvent[] = [], extra: Partial<OutboxOptions> = {}): OutboxOptions => ({
  secret: SECRET,
  onDeadLetter: (letter) => events.push({ event: 'outbox-dead-lettered', ...letter }),
  ...extra,
});
const contact = { firstName: 'Astrid', lastName: 'Jensen', email: 'astrid@example.dk', phone: '', subject: 'Banking', message: 'Hello' };

const entry = (receivedAt: string, clientKey = '203.0.113.7', id: string = randomUUID()): OutboxEntry => ({
  form: 'contact',
  id,
  receivedAt,
  clientKey,
  enquiry: { id, firstName: 'Astrid', lastName: 'Jensen', email: 'astrid@example.dk', phone: undefined, subject: 'Banking', message: 'Hello' },
});

/** A store that is down: every save fails as an outage does, or for good. */
const downStore = (retryable = true): EnquiryStore => ({
  name: 'down',
  saveContact: () => Promise.reject(new EnquiryStoreError('connection refused', { retryable })),
  saveFormation: () => Promise.reject(new EnquiryStoreError('connection refused', { retryable })),
  ready: () => Promise.reject(new EnquiryStoreError('down')),
});

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describe('file outbox', () => {
  it('keeps entries across processes, oldest first, and forgets a removed one', async () => {
    const dir = folder();
    const first = createFileOutbox(dir, sealed());
    const a = entry('2026-11-28T10:00:00.000Z');
    const b = entry('2026-11-28T09:00:00.000Z', '203.0.113.8');
    expect(await first.put(a, LIMIT)).toEqual({ status: 'stored' });
    expect(await first.put(b, LIMIT)).toEqual({ status: 'stored' });
    // A file left by hand or half-written is not delivered: the first is set aside, the second left.
    writeFileSync(path.join(dir, 'note.json'), '{not json');
    const partial = `${randomUUID()}.sealed.tmp`;
    writeFileSync(path.join(dir, partial), 'v1.');

    const events: DeliveryEvent[] = [];
    const second = createFileOutbox(dir, sealed(events));
    expect((await second.due(10)).map((e) => e.id)).toEqual([b.id, a.id]);
    expect(await second.stats()).toEqual({ depth: 2, oldestReceivedAt: b.receivedAt });
    await second.remove(b.id);
    expect(readdirSync(dir).filter((name) => !name.endsWith('.tmp')).sort()).toEqual([`${a.id}.sealed`, DEAD_LETTER_FOLDER].sort());
    expect(existsSync(path.join(dir, partial))).toBe(true);
    expect(readdirSync(path.join(dir, DEAD_LETTER_FOLDER))).toEqual(['note.json']);
    expect(events).toEqual([{ event: 'outbox-dead-lettered', id: 'note.json', reason: 'unreadable' }]);
    expect(await createFileOutbox(dir, sealed()).stats()).toEqual({ depth: 1, oldestReceivedAt: a.receivedAt });
  });

  it('applies the rate limit to what it holds for the client and form within the window', async () => {
    const now = Date.parse('2026-11-28T10:00:00.000Z');
    const outbox = createFileOutbox(folder(), sealed([], { now: () => now }));
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    expect(await outbox.put(entry(at(12)), LIMIT)).toEqual({ status: 'stored' }); // outside the window
    const counted = entry(at(4));
    expect(await outbox.put(counted, LIMIT)).toEqual({ status: 'stored' });
    expect(await outbox.put(entry(at(1)), LIMIT)).toEqual({ status: 'stored' });
    // The third within 10 minutes waits until the one of 4 minutes ago leaves the window.
    expect(await outbox.put(entry(at(0)), LIMIT)).toEqual({ status: 'limited', retryAfterSeconds: 360 });
    // Another client, and a retry of an id already held, are not refused.
    expect(await outbox.put(entry(at(0), '198.51.100.1'), LIMIT)).toEqual({ status: 'stored' });
    expect(await outbox.put({ ...counted, receivedAt: at(0) }, LIMIT)).toEqual({ status: 'stored' });
    expect((await outbox.stats()).depth).toBe(4);
  });
});

/** A log that keeps each line as JSON, as pino would write it. */
const record = (lines: string[]) => (fields: Record<string, unknown>, message: string) => {
  lines.push(JSON.stringify({ ...fields, err: fields.err instanceof Error ? fields.err.message : undefined, msg: message }));
};

describe('submissions while the enquiry database is down', () => {
  const deps = (store: EnquiryStore, outbox: SubmissionDeps['outbox'], logs: string[] = []): SubmissionDeps => ({
    store,
    outbox,
    limit: LIMIT,
    clientKey: '203.0.113.7',
    newId: randomUUID,
    now: () => new Date('2026-11-28T10:00:00.000Z'),
    log: { info: record(logs), warn: record(logs), error: record(logs) },
  });

  it('keeps the enquiry in the outbox and shows the success state, logging no field', async () => {
    const outbox = createFileOutbox(folder(), sealed());
    let nudged = 0;
    const logs: string[] = [];
    const id = randomUUID();
    const state = await handleContactSubmission(form({ ...contact, id }), deps(downStore(), { outbox, nudge: () => (nudged += 1) }, logs));
    expect(state).toMatchObject({ status: 'success', values: {} });
    const [held] = await outbox.due(10);
    expect(held).toMatchObject({ form: 'contact', id, receivedAt: '2026-11-28T10:00:00.000Z', clientKey: '203.0.113.7', enquiry: { email: 'astrid@example.dk' } });
    expect(nudged).toBe(1);
    expect(logs.join('\n')).toContain(id);
    expect(logs.join('\n')).not.toMatch(/Astrid|Jensen|astrid@example\.dk|Hello/);

    const formation = await handleFormationSubmission(
      form({ numberOfFounders: '1', companyStructure: 'drift', 'founders.0.type': 'person', 'founders.0.name': 'Ada Lovelace' }),
      deps(downStore(), { outbox, nudge: () => undefined }),
    );
    expect(formation.status).toBe('success');
    expect((await outbox.due(10)).map((e) => e.form)).toEqual(['contact', 'formation']);
  });

  it('refuses over the limit as the database would, and keeps the typed fields', async () => {
    const outbox = { outbox: createFileOutbox(folder(), sealed([], { now: () => Date.parse('2026-11-28T10:00:00.000Z') })), nudge: () => undefined };
    for (let i = 0; i < LIMIT.points; i++) expect((await handleContactSubmission(form(contact), deps(downStore(), outbox))).status).toBe('success');
    const refused = await handleContactSubmission(form(contact), deps(downStore(), outbox));
    expect(refused).toMatchObject({ status: 'rateLimited', retryAfterMinutes: 10, values: { firstName: 'Astrid' } });
  });

  it('shows the error with the typed fields when there is no outbox, the outbox fails, or the database refused for good', async () => {
    const broken = { outbox: { ...createFileOutbox(folder(), sealed()), put: () => Promise.reject(new Error('disk full')) }, nudge: () => undefined };
    const cases: [EnquiryStore, SubmissionDeps['outbox']][] = [
      [downStore(), null],
      [downStore(), broken],
      [downStore(false), { outbox: createFileOutbox(folder(), sealed()), nudge: () => undefined }],
    ];
    for (const [store, outbox] of cases) {
      expect(await handleContactSubmission(form(contact), deps(store, outbox))).toMatchObject({ status: 'error', values: { email: 'astrid@example.dk' } });
    }
  });
});

describe('outbox delivery', () => {
  it('delivers each entry once although two instances deliver one outbox, then empties it', async () => {
    const dir = folder();
    const outbox = createFileOutbox(dir, sealed());
    const ids = [];
    for (let i = 0; i < 25; i++) {
      const e = entry(new Date(Date.now() - (25 - i) * 1000).toISOString(), `client-${i}`);
      ids.push(e.id);
      await outbox.put(e, LIMIT);
    }
    // The database: one row per id, whatever delivers it.
    const rows = new Map<string, number>();
    const deliveries: string[] = [];
    const deliver = async (e: OutboxEntry) => {
      deliveries.push(e.id);
      rows.set(e.id, 1);
    };
    const events: DeliveryEvent[] = [];
    const a = startOutboxDelivery({ outbox, deliver, retentionDays: 365, report: (e) => events.push(e), idleMs: 60_000 });
    const b = startOutboxDelivery({ outbox, deliver, retentionDays: 365, report: (e) => events.push(e), idleMs: 60_000 });
    await Promise.all([a.pass(), b.pass()]);
    a.stop();
    b.stop();
    expect([...rows.keys()].sort()).toEqual([...ids].sort());
    expect(await outbox.stats()).toEqual({ depth: 0, oldestReceivedAt: null });
    expect(events.filter((e) => e.event === 'outbox-delivered').length).toBeGreaterThanOrEqual(25);
    expect(JSON.stringify(events)).not.toMatch(/Astrid|astrid@example\.dk/);
  });

  it('backs off while the database is down, sets aside an entry it refuses, and drops those past retention', async () => {
    const dir = folder();
    const outbox = createFileOutbox(dir, sealed());
    const old = entry(new Date(Date.now() - 3 * 86_400_000).toISOString());
    const refused = entry(new Date(Date.now() - 60_000).toISOString(), 'other');
    const fine = entry(new Date().toISOString(), 'third');
    for (const e of [old, refused, fine]) await outbox.put(e, LIMIT);
    let down = true;
    const events: DeliveryEvent[] = [];
    const delivery = startOutboxDelivery({
      outbox,
      retentionDays: 2,
      report: (e) => events.push(e),
      idleMs: 60_000,
      minBackoffMs: 1_000,
      deliver: async (e) => {
        if (down) throw new EnquiryStoreError('connection refused');
        if (e.id === refused.id) throw refusal('23514');
      },
    });
    await delivery.pass();
    await delivery.pass();
    expect(events.filter((e) => e.event === 'outbox-delivery-failed').map((e) => (e as { nextAttemptMs: number }).nextAttemptMs)).toEqual([1_000, 2_000]);
    expect(events[0]).toEqual({ event: 'outbox-expired', id: old.id, form: 'contact' });
    down = false;
    await delivery.pass();
    delivery.stop();
    expect(await outbox.due(10)).toEqual([]);
    expect(events).toContainEqual({ event: 'outbox-dead-lettered', id: refused.id, form: 'contact', reason: 'refused', error: 'violates check constraint' });
    expect(readdirSync(path.join(dir, DEAD_LETTER_FOLDER))).toEqual([`${refused.id}.sealed`]);
    expect(events.at(-1)).toMatchObject({ event: 'outbox-delivered', id: fine.id });
  });

  it('does not let 25 entries refused for good at the head hold back a good one behind them', async () => {
    const dir = folder();
    const outbox = createFileOutbox(dir, sealed());
    const refused = new Set<string>();
    for (let i = 0; i < 25; i++) {
      const e = entry(new Date(Date.now() - (60 - i) * 1000).toISOString(), `client-${i}`);
      refused.add(e.id);
      await outbox.put(e, LIMIT);
    }
    const good = entry(new Date().toISOString(), 'good');
    await outbox.put(good, LIMIT);
    const events: DeliveryEvent[] = [];
    const delivered = await deliverOnce(outbox, events, async (e) => {
      if (refused.has(e.id)) throw refusal('23514');
    });
    expect(delivered).toEqual([good.id]);
    expect(events.filter((e) => e.event === 'outbox-dead-lettered').length).toBe(25);
    expect(readdirSync(path.join(dir, DEAD_LETTER_FOLDER)).length).toBe(25);
    expect(await outbox.stats()).toEqual({ depth: 0, oldestReceivedAt: null });
  });

  it('waits out a refusal that is not about the entry (an unregistered credential) and keeps every entry', async () => {
    const outbox = createFileOutbox(folder(), sealed());
    const held = [entry(new Date(Date.now() - 1000).toISOString(), 'a'), entry(new Date().toISOString(), 'b')];
    for (const e of held) await outbox.put(e, LIMIT);
    const events: DeliveryEvent[] = [];
    expect(await deliverOnce(outbox, events, () => Promise.reject(refusal('42501')))).toEqual([]);
    expect(events.filter((e) => e.event !== 'outbox-expired')).toEqual([
      { event: 'outbox-delivery-failed', id: held[0]?.id, form: 'contact', retryable: false, error: 'violates check constraint', nextAttemptMs: 1_000 },
    ]);
    expect((await outbox.due(10)).map((e) => e.id)).toEqual(held.map((e) => e.id));
  });

  it('drops an entry past the retention period while every delivery fails, and old dead letters with it', async () => {
    const dir = folder();
    const start = Date.now();
    let clock = start;
    const events: DeliveryEvent[] = [];
    const outbox = createFileOutbox(dir, sealed(events, { now: () => clock }));
    const waiting = entry(new Date(start).toISOString());
    await outbox.put(waiting, LIMIT);
    writeFileSync(path.join(dir, `${randomUUID()}.sealed`), 'v1.forged');
    // The next process finds the forged file and sets it aside.
    const reopened = createFileOutbox(dir, sealed(events, { now: () => clock }));
    const delivery = startOutboxDelivery({
      outbox: reopened,
      retentionDays: 2,
      report: (e) => events.push(e),
      idleMs: 60_000,
      // After the first failure nothing is tried again within the test.
      minBackoffMs: 60_000,
      expireEveryMs: 20,
      now: () => clock,
      deliver: () => Promise.reject(new EnquiryStoreError('connection refused')),
    });
    try {
      await delivery.pass();
      expect(events.filter((e) => e.event === 'outbox-delivery-failed').length).toBe(1);
      clock = start + 3 * 86_400_000;
      await vi.waitFor(() => expect(events).toContainEqual({ event: 'outbox-expired', id: waiting.id, form: 'contact' }), { timeout: 2_000 });
      await vi.waitFor(() => expect(events).toContainEqual({ event: 'outbox-dead-letters-dropped', count: 1 }), { timeout: 2_000 });
    } finally {
      delivery.stop();
    }
    expect(await reopened.stats()).toEqual({ depth: 0, oldestReceivedAt: null });
    expect(events.filter((e) => e.event === 'outbox-delivery-failed').length).toBe(1);
    expect(readdirSync(dir)).toEqual([DEAD_LETTER_FOLDER]);
    expect(readdirSync(path.join(dir, DEAD_LETTER_FOLDER))).toEqual([]);
  });
});

/** A refusal for good as the Supabase store throws it: the PostgREST error, with its SQLSTATE, as cause. */
function refusal(code: string): EnquiryStoreError {
  return new EnquiryStoreError('violates check constraint', { retryable: false, dataRefused: isDataRefusal(code), cause: { message: 'violates check constraint', code } });
}

/**
 * Collects the ids a delivery pass delivers and what it reports; stopped after one pass. An entry
 * counts as delivered when `deliver` (by default, one that accepts every entry) resolves.
 */
async function deliverOnce(outbox: EnquiryOutbox, events: DeliveryEvent[], deliver: (entry: OutboxEntry) => Promise<void> = async () => {}): Promise<string[]> {
  const delivered: string[] = [];
  const delivery = startOutboxDelivery({
    outbox,
    retentionDays: 365,
    report: (e) => events.push(e),
    idleMs: 60_000,
    deliver: async (e) => {
      await deliver(e);
      delivered.push(e.id);
    },
  });
  await delivery.pass();
  delivery.stop();
  return delivered;
}

/** Flips one bit of a sealed entry's ciphertext. */
function flipOneBit(sealedText: string): string {
  const parts = sealedText.split('.');
  const ciphertext = Buffer.from(parts[2] ?? '', 'base64url');
  const middle = Math.floor(ciphertext.length / 2);
  ciphertext[middle] = (ciphertext[middle] as number) ^ 1;
  parts[2] = ciphertext.toString('base64url');
  return parts.join('.');
}

describe('the seal', () => {
  it('opens what it sealed for the same id and secret, and nothing else', () => {
    const seal = createOutboxSeal(SECRET);
    const id = randomUUID();
    const text = seal.seal(id, '{"hello":"world"}');
    expect(text).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(seal.seal(id, '{"hello":"world"}')).not.toBe(text);
    expect(seal.open(id, text)).toBe('{"hello":"world"}');
    expect(seal.open(id, flipOneBit(text))).toBeNull();
    expect(seal.open(randomUUID(), text)).toBeNull();
    expect(createOutboxSeal(`${SECRET}-rotated`).open(id, text)).toBeNull();
    expect(seal.open(id, text.slice(0, -4))).toBeNull();
    expect(seal.open(id, '{"hello":"world"}')).toBeNull();
    expect(seal.digest('203.0.113.7')).toBe(createOutboxSeal(SECRET).digest('203.0.113.7'));
    expect(seal.digest('203.0.113.7')).not.toBe(createOutboxSeal(`${SECRET}-rotated`).digest('203.0.113.7'));
  });
});

describe('file outbox entries that are not the site’s', () => {
  it('sets aside a forged plain-JSON entry written into the folder and does not deliver it', async () => {
    const dir = folder();
    const good = entry(new Date().toISOString());
    await createFileOutbox(dir, sealed()).put(good, LIMIT);
    // What an outbox kept before sealing, or anyone who can write to the folder, would write.
    const forged = entry('2026-01-01T00:00:00.000Z', '198.51.100.9');
    writeFileSync(path.join(dir, `${forged.id}.json`), JSON.stringify(forged));
    const forgedSealedName = entry('2026-01-01T00:00:00.000Z', '198.51.100.9');
    writeFileSync(path.join(dir, `${forgedSealedName.id}.sealed`), JSON.stringify(forgedSealedName));

    const events: DeliveryEvent[] = [];
    expect(await deliverOnce(createFileOutbox(dir, sealed(events)), events)).toEqual([good.id]);
    expect(readdirSync(path.join(dir, DEAD_LETTER_FOLDER)).sort()).toEqual([`${forged.id}.json`, `${forgedSealedName.id}.sealed`].sort());
    // Kept as it was, for a person to look at.
    expect(readFileSync(path.join(dir, DEAD_LETTER_FOLDER, `${forged.id}.json`), 'utf8')).toBe(JSON.stringify(forged));
    expect(events.filter((e) => e.event === 'outbox-dead-lettered')).toEqual([
      expect.objectContaining({ reason: 'unreadable' }),
      expect.objectContaining({ reason: 'unreadable' }),
    ]);
    expect(JSON.stringify(events)).not.toMatch(/Astrid|astrid@example\.dk/);
  });

  it('sets aside a sealed entry with one bit flipped, or moved to another id', async () => {
    const dir = folder();
    const outbox = createFileOutbox(dir, sealed());
    const [altered, moved, good] = [entry('2026-11-28T08:00:00.000Z', 'a'), entry('2026-11-28T09:00:00.000Z', 'b'), entry('2026-11-28T10:00:00.000Z', 'c')];
    for (const e of [altered, moved, good]) await outbox.put(e, LIMIT);
    const alteredFile = readdirSync(dir).find((name) => name.startsWith(altered.id)) as string;
    writeFileSync(path.join(dir, alteredFile), flipOneBit(readFileSync(path.join(dir, alteredFile), 'utf8')));
    const movedFile = readdirSync(dir).find((name) => name.startsWith(moved.id)) as string;
    const otherId = randomUUID();
    renameSync(path.join(dir, movedFile), path.join(dir, movedFile.replace(moved.id, otherId)));

    const events: DeliveryEvent[] = [];
    const delivered = await deliverOnce(createFileOutbox(dir, sealed(events, { now: () => Date.parse('2026-11-28T11:00:00.000Z') })), events);
    expect(delivered).toEqual([good.id]);
    expect(events.filter((e) => e.event === 'outbox-dead-lettered')).toEqual(
      expect.arrayContaining([
        { event: 'outbox-dead-lettered', id: altered.id, reason: 'unreadable' },
        { event: 'outbox-dead-lettered', id: otherId, reason: 'unreadable' },
      ]),
    );
  });

  it('does not let invalid JSON, {}, or an entry with an invalid time stop the delivery of a good one behind them', async () => {
    const dir = folder();
    const good = entry(new Date().toISOString());
    await createFileOutbox(dir, sealed()).put(good, LIMIT);
    writeFileSync(path.join(dir, `${randomUUID()}.json`), '{not json');
    writeFileSync(path.join(dir, `${randomUUID()}.json`), '{}');
    const plainBadTime = entry('not a date');
    writeFileSync(path.join(dir, `${plainBadTime.id}.json`), JSON.stringify(plainBadTime));
    // Sealed with the site's own secret, so only the validation can refuse it.
    const sealedBadTime = entry('yesterday');
    writeFileSync(path.join(dir, `${sealedBadTime.id}.sealed`), createEntryCodec(SECRET).encode(sealedBadTime));

    const events: DeliveryEvent[] = [];
    expect(await deliverOnce(createFileOutbox(dir, sealed(events)), events)).toEqual([good.id]);
    expect(events).toContainEqual({ event: 'outbox-dead-lettered', id: sealedBadTime.id, reason: 'invalid' });
    expect(events.filter((e) => e.event === 'outbox-dead-lettered').length).toBe(4);
    expect(readdirSync(path.join(dir, DEAD_LETTER_FOLDER)).length).toBe(4);
  });
});

/** A redis-server of its own on a free loopback port, with nothing saved (`/usr/bin/redis-server`). */
async function startRedis(): Promise<{ url: string; stop: () => void }> {
  const binary = '/usr/bin/redis-server';
  if (!existsSync(binary)) throw new Error(`Redis is required: ${binary} is missing. Install it (apt-get install redis-server).`);
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  const server: ChildProcess = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}/0`;
  const client = createClient({ url });
  client.on('error', () => undefined);
  for (let attempt = 0; ; attempt++) {
    try {
      await client.connect();
      await client.quit();
      break;
    } catch (error) {
      if (attempt >= 50) {
        server.kill();
        throw new Error(`redis-server did not answer on ${url}: ${String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url, stop: () => server.kill() };
}

describe('Redis outbox', () => {
  let redisServer: Awaited<ReturnType<typeof startRedis>>;
  let redis: ReturnType<typeof createClient>;
  const KEYS = { entries: '{corporate-site:outbox}:entries', queue: '{corporate-site:outbox}:queue', deadLetters: '{corporate-site:outbox}:dead-letters' };
  /** Writes `value` into the outbox as anyone who can write to its Redis could. */
  const write = async (id: string, value: string, receivedMs: number) => {
    await redis.hSet(KEYS.entries, id, value);
    await redis.zAdd(KEYS.queue, { score: receivedMs, value: id });
  };

  beforeAll(async () => {
    redisServer = await startRedis();
    redis = createClient({ url: redisServer.url });
    await redis.connect();
  }, 20_000);
  afterAll(async () => {
    await redis?.quit();
    redisServer?.stop();
  });
  beforeEach(async () => {
    await redis.flushDb();
  });

  it('stores only sealed entries: no field in the value, no address in a key, and the rate limit still counts', async () => {
    const now = Date.parse('2026-11-28T10:00:00.000Z');
    const outbox = createRedisOutbox(redisServer.url, sealed([], { now: () => now }));
    const first = entry('2026-11-28T09:58:00.000Z');
    expect(await outbox.put(first, LIMIT)).toEqual({ status: 'stored' });
    expect(await outbox.put(entry('2026-11-28T09:59:00.000Z'), LIMIT)).toEqual({ status: 'stored' });
    expect(await outbox.put(entry('2026-11-28T10:00:00.000Z'), LIMIT)).toEqual({ status: 'limited', retryAfterSeconds: 480 });
    // The other form is counted on its own, and comes back as it went in.
    const id = randomUUID();
    const formation: OutboxEntry = {
      form: 'formation',
      id,
      receivedAt: '2026-11-28T10:00:00.000Z',
      clientKey: '203.0.113.7',
      enquiry: { id, numberOfFounders: '2', companyStructure: 'holding', founders: [{ type: 'person', name: 'Ada Lovelace', isForeign: false }, { type: 'company', name: 'Nordic ApS', cvr: '12345678', isForeign: true }] },
    };
    expect(await outbox.put(formation, LIMIT)).toEqual({ status: 'stored' });

    const stored = (await redis.hGet(KEYS.entries, first.id)) as string;
    expect(stored).toMatch(/^v1\./);
    expect(() => JSON.parse(stored) as unknown).toThrow();
    expect(stored).not.toContain('astrid@example.dk');
    expect((await redis.keys('*')).join(' ')).not.toContain('203.0.113.7');
    const held = await outbox.due(10);
    expect(held[0]).toEqual(first);
    expect(held.at(-1)).toEqual(formation);
  });

  it('sets aside a forged plain-JSON entry written into the hash and does not deliver it', async () => {
    const outbox = createRedisOutbox(redisServer.url, sealed());
    const good = entry(new Date().toISOString());
    await outbox.put(good, LIMIT);
    const forged = entry('2026-01-01T00:00:00.000Z', '198.51.100.9');
    await write(forged.id, JSON.stringify(forged), Date.parse(forged.receivedAt));

    const events: DeliveryEvent[] = [];
    const reading = createRedisOutbox(redisServer.url, sealed(events));
    expect(await deliverOnce(reading, events)).toEqual([good.id]);
    expect(events).toContainEqual({ event: 'outbox-dead-lettered', id: forged.id, reason: 'unreadable' });
    expect(await redis.hGet(KEYS.deadLetters, forged.id)).toBe(JSON.stringify(forged));
    expect(await reading.stats()).toEqual({ depth: 0, oldestReceivedAt: null });
  });

  it('sets aside altered, moved and malformed entries at the head, and delivers the good one behind them', async () => {
    const outbox = createRedisOutbox(redisServer.url, sealed());
    const codec = createEntryCodec(SECRET);
    const at = Date.parse('2026-11-28T08:00:00.000Z');
    const altered = entry(new Date(at).toISOString());
    await write(altered.id, flipOneBit(codec.encode(altered)), at);
    const moved = entry(new Date(at + 1).toISOString());
    const movedTo = randomUUID();
    await write(movedTo, codec.encode(moved), at + 1);
    await write(randomUUID(), '{not json', at + 2);
    await write(randomUUID(), '{}', at + 3);
    const plainBadTime = entry('not a date');
    await write(plainBadTime.id, JSON.stringify(plainBadTime), at + 4);
    const sealedBadTime = entry('yesterday');
    await write(sealedBadTime.id, codec.encode(sealedBadTime), at + 5);
    // A queue member without an entry, which would otherwise take a place in every batch.
    await redis.zAdd(KEYS.queue, { score: at + 6, value: randomUUID() });
    const good = entry(new Date(at + 60_000).toISOString());
    await outbox.put(good, LIMIT);

    const events: DeliveryEvent[] = [];
    expect(await deliverOnce(createRedisOutbox(redisServer.url, sealed(events)), events)).toEqual([good.id]);
    const letters = events.filter((e) => e.event === 'outbox-dead-lettered');
    expect(letters.length).toBe(6);
    expect(letters).toEqual(
      expect.arrayContaining([
        { event: 'outbox-dead-lettered', id: altered.id, reason: 'unreadable' },
        { event: 'outbox-dead-lettered', id: movedTo, reason: 'unreadable' },
        { event: 'outbox-dead-lettered', id: sealedBadTime.id, reason: 'invalid' },
      ]),
    );
    expect(await redis.hLen(KEYS.deadLetters)).toBe(6);
    expect(await redis.zCard(KEYS.queue)).toBe(0);
  });

  it('drops entries and dead letters past the retention period', async () => {
    const now = Date.parse('2026-11-28T10:00:00.000Z');
    const events: DeliveryEvent[] = [];
    const outbox = createRedisOutbox(redisServer.url, sealed(events, { now: () => now }));
    const old = entry('2026-11-20T10:00:00.000Z');
    const recent = entry('2026-11-28T09:00:00.000Z');
    for (const e of [old, recent]) await outbox.put(e, LIMIT);
    await write(randomUUID(), 'v1.forged', Date.parse('2026-11-19T10:00:00.000Z'));
    expect((await outbox.due(10)).map((e) => e.id)).toEqual([old.id, recent.id]);
    expect(await outbox.expire(now - 2 * 86_400_000)).toEqual({ expired: [{ id: old.id, form: 'contact' }], dropped: 1 });
    expect((await outbox.due(10)).map((e) => e.id)).toEqual([recent.id]);
    expect(await redis.hLen(KEYS.deadLetters)).toBe(0);
  });
});

describe('outbox configuration', () => {
  const secret = 'x'.repeat(32);
  it('has no outbox without a secret, files by default, Redis when given', () => {
    expect(readOutboxConfig('.data/enquiries', { SUPABASE_URL: 'https://a.supabase.co' })).toBeNull();
    expect(readOutboxConfig('.data/enquiries', { SUPABASE_URL: 'https://a.supabase.co', ENQUIRY_OUTBOX_SECRET: secret })).toEqual({
      kind: 'files',
      dir: path.join('.data/enquiries', 'outbox'),
      credential: secret,
    });
    expect(
      readOutboxConfig('.data/enquiries', { SUPABASE_URL: 'https://a.supabase.co', ENQUIRY_OUTBOX_SECRET: secret, ENQUIRY_OUTBOX_REDIS_URL: 'redis://127.0.0.1:6380/1' }),
    ).toMatchObject({ kind: 'redis', url: 'redis://127.0.0.1:6380/1' });
  });

  it('names the variable that is wrong', () => {
    const read = (env: Record<string, string>) => () => readOutboxConfig('.data/enquiries', { SUPABASE_URL: 'https://a.supabase.co', ...env });
    expect(read({ ENQUIRY_OUTBOX_SECRET: 'short' })).toThrow(/^ENQUIRY_OUTBOX_SECRET must be at least 32 characters/);
    expect(read({ ENQUIRY_OUTBOX_SECRET: secret, ENQUIRY_OUTBOX_REDIS_URL: 'http://x' })).toThrow(/^ENQUIRY_OUTBOX_REDIS_URL must start with redis:\/\//);
    expect(read({ ENQUIRY_OUTBOX_SECRET: secret, VERCEL: '1' })).toThrow(/without ENQUIRY_OUTBOX_REDIS_URL/);
    expect(() => readOutboxConfig('.data/enquiries', { ENQUIRY_OUTBOX_SECRET: secret })).toThrow(/without SUPABASE_URL/);
  });
});
