import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handleContactSubmission, handleFormationSubmission } from '@/lib/enquiries/handle';
import { contactSchema, formationSchema } from '@/lib/enquiries/schemas';
import type { EnquiryStore } from '@/lib/enquiries/store';

/** Deterministic pseudo-random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE = [
  '',
  ' ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; drop table contact_messages; --",
  '\u0000\u0001\u0002',
  '\u202e\u200b\ufeff',
  '😀'.repeat(60),
  'x'.repeat(5001),
  'a@b',
  'a@b.c',
  '../../etc/passwd',
  '{"$ne":null}',
  '-1',
  '7',
  'true',
  'company',
  'struktur',
  '12345678',
  randomUUID(),
  'not-a-uuid',
];

describe('fuzzing the submission handlers with random and hostile payloads', () => {
  it('never throws, and stores only what the schema accepts', async () => {
    const next = random(20261121);
    const pick = () => HOSTILE[Math.floor(next() * HOSTILE.length)] ?? '';
    const saved: unknown[] = [];
    const store: EnquiryStore = {
      name: 'fuzz',
      saveContact: async (row) => (saved.push(['contact', row]), { status: 'stored' }),
      saveFormation: async (row) => (saved.push(['formation', row]), { status: 'stored' }),
      ready: async () => {},
    };
    const deps = { store, limit: { points: 1_000_000, windowMinutes: 10 }, clientKey: 'fuzz', newId: randomUUID, log: { info: () => undefined, warn: () => undefined, error: () => undefined } };
    const contactKeys = ['id', 'firstName', 'lastName', 'email', 'phone', 'subject', 'message', 'website', 'extra'];
    const formationKeys = ['id', 'numberOfFounders', 'companyStructure', ...[0, 1, 2, 6].flatMap((i) => ['type', 'name', 'cvr', 'isForeign'].map((k) => `founders.${i}.${k}`))];
    let accepted = 0;
    for (let i = 0; i < 1500; i++) {
      const data = new FormData();
      const keys = i % 2 ? contactKeys : formationKeys;
      for (const key of keys) if (next() < 0.85) data.set(key, pick());
      const state = await (i % 2 ? handleContactSubmission(data, deps) : handleFormationSubmission(data, deps));
      expect(['success', 'invalid']).toContain(state.status);
      if (state.status === 'success') accepted++;
    }
    // Every stored row satisfies its schema: invalid input produced 0 rows.
    for (const [kind, row] of saved as [string, Record<string, unknown>][]) {
      const ok = kind === 'contact' ? contactSchema.safeParse(row).success : formationSchema.safeParse(row).success;
      expect(ok, JSON.stringify(row).slice(0, 200)).toBe(true);
    }
    expect(saved.length).toBeLessThanOrEqual(accepted);
  });
});
