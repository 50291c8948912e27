import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { handleContactSubmission, handleFormationSubmission, type SubmissionDeps } from '@/lib/enquiries/handle';
import { readOutboxConfig } from '@/lib/enquiries/outbox/config';
import { startOutboxDelivery, type DeliveryEvent } from '@/lib/enquiries/outbox/delivery';
import type { OutboxEntry } from '@/lib/enquiries/outbox/entry';
import { createFileOutbox } from '@/lib/enquiries/outbox/file-outbox';
import { EnquiryStoreError, type EnquiryStore } from '@/lib/enquiries/store';

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
    const first = createFileOutbox(dir);
    const a = entry('2026-11-28T10:00:00.000Z');
    const b = entry('2026-11-28T09:00:00.000Z', '203.0.113.8');
    expect(await first.put(a, LIMIT)).toEqual({ status: 'stored' });
    expect(await first.put(b, LIMIT)).toEqual({ status: 'stored' });
    // A file left by hand or half-written is not delivered.
    writeFileSync(path.join(dir, 'note.json'), '{not json');

    const second = createFileOutbox(dir);
    expect((await second.due(10)).map((e) => e.id)).toEqual([b.id, a.id]);
    expect(await second.stats()).toEqual({ depth: 2, oldestReceivedAt: b.receivedAt });
    await second.remove(b.id);
    expect(readdirSync(dir).sort()).toEqual([`${a.id}.json`, 'note.json'].sort());
    expect(await createFileOutbox(dir).stats()).toEqual({ depth: 1, oldestReceivedAt: a.receivedAt });
  });

  it('applies the rate limit to what it holds for the client and form within the window', async () => {
    const now = Date.parse('2026-11-28T10:00:00.000Z');
    const outbox = createFileOutbox(folder(), () => now);
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
    const outbox = createFileOutbox(folder());
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
    const outbox = { outbox: createFileOutbox(folder(), () => Date.parse('2026-11-28T10:00:00.000Z')), nudge: () => undefined };
    for (let i = 0; i < LIMIT.points; i++) expect((await handleContactSubmission(form(contact), deps(downStore(), outbox))).status).toBe('success');
    const refused = await handleContactSubmission(form(contact), deps(downStore(), outbox));
    expect(refused).toMatchObject({ status: 'rateLimited', retryAfterMinutes: 10, values: { firstName: 'Astrid' } });
  });

  it('shows the error with the typed fields when there is no outbox, the outbox fails, or the database refused for good', async () => {
    const broken = { outbox: { ...createFileOutbox(folder()), put: () => Promise.reject(new Error('disk full')) }, nudge: () => undefined };
    const cases: [EnquiryStore, SubmissionDeps['outbox']][] = [
      [downStore(), null],
      [downStore(), broken],
      [downStore(false), { outbox: createFileOutbox(folder()), nudge: () => undefined }],
    ];
    for (const [store, outbox] of cases) {
      expect(await handleContactSubmission(form(contact), deps(store, outbox))).toMatchObject({ status: 'error', values: { email: 'astrid@example.dk' } });
    }
  });
});

describe('outbox delivery', () => {
  it('delivers each entry once although two instances deliver one outbox, then empties it', async () => {
    const dir = folder();
    const outbox = createFileOutbox(dir);
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

  it('backs off while the database is down, keeps refused entries, and drops those past retention', async () => {
    const outbox = createFileOutbox(folder());
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
        if (e.id === refused.id) throw new EnquiryStoreError('violates check constraint', { retryable: false });
      },
    });
    await delivery.pass();
    await delivery.pass();
    expect(events.filter((e) => e.event === 'outbox-delivery-failed').map((e) => (e as { nextAttemptMs: number }).nextAttemptMs)).toEqual([1_000, 2_000]);
    expect(events[0]).toEqual({ event: 'outbox-expired', id: old.id, form: 'contact' });
    down = false;
    await delivery.pass();
    delivery.stop();
    expect((await outbox.due(10)).map((e) => e.id)).toEqual([refused.id]);
    expect(events.at(-1)).toMatchObject({ event: 'outbox-delivered', id: fine.id });
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
