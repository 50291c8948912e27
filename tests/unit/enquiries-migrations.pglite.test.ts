import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createPGlite } from '@/lib/database/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEmbeddedStore, createEmbeddedStore, listEnquiries } from '@/lib/enquiries/embedded-store';
import { applyMigrations, readMigrations } from '@/lib/database/migrations';
import { EnquiryStoreError } from '@/lib/enquiries/store';
import type { ContactEnquiry, FormationEnquiry } from '@/lib/enquiries/schemas';
import type { SubmitterLimit } from '@/lib/enquiries/store';
import { definePolicyCases, type SqlOutcome, type SqlRunner, uuid } from './enquiries-policy-cases';

// The Supabase migrations on PGlite (the embedded store's engine), and the store.

describe('enquiry migrations on PGlite', () => {
  let pg: PGlite;
  let runner: SqlRunner;

  beforeAll(async () => {
    pg = await createPGlite();
    await applyMigrations((sql) => pg.exec(sql));
    runner = {
      async as(role, sql): Promise<SqlOutcome> {
        try {
          await pg.transaction(async (tx) => {
            await tx.exec(`set local role ${role}`);
            await tx.exec(sql);
          });
          return { ok: true };
        } catch (error) {
          const e = error as { code?: string; message: string };
          return { ok: false, code: e.code, message: e.message };
        }
      },
      async scalar(sql) {
        const result = await pg.query<Record<string, unknown>>(sql, [], { rowMode: 'object' });
        const first = result.rows[0];
        return first === undefined ? null : String(Object.values(first)[0] ?? null);
      },
      async valueAs(role, sql) {
        return pg.transaction(async (tx) => {
          await tx.exec(`set local role ${role}`);
          const first = (await tx.query<Record<string, unknown>>(sql, [], { rowMode: 'object' })).rows[0];
          const value = first === undefined ? null : Object.values(first)[0];
          return value === null || value === undefined ? null : typeof value === 'object' ? JSON.stringify(value) : String(value);
        });
      },
    };
  }, 20_000);

  afterAll(async () => {
    await pg?.close();
  });

  it('creates the Supabase roles, which PGlite does not have', async () => {
    expect(await runner.scalar(`select string_agg(rolname, ',' order by rolname) from pg_roles where rolname in ('anon', 'authenticated', 'service_role')`)).toBe(
      'anon,authenticated,service_role',
    );
  });

  it('applies nothing twice', async () => {
    await applyMigrations((sql) => pg.exec(sql));
    expect(await runner.scalar('select count(*)::text from supabase_migrations.schema_migrations')).toBe(String(readMigrations().length));
  });

  definePolicyCases(() => runner);
});

describe('embedded enquiry store', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'enquiries-test-'));
  const dataDir = path.join(dir, 'db');

  afterAll(async () => {
    await closeEmbeddedStore(dataDir);
    rmSync(dir, { recursive: true, force: true });
  });

  const contact = (overrides: Partial<ContactEnquiry> = {}): ContactEnquiry => ({
    id: uuid(),
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: undefined,
    subject: 'Banking',
    message: 'Line one\nline two <b>not html</b>',
    ...overrides,
  });
  /** A submitter with room for every save of these tests. */
  const S: SubmitterLimit = { clientKey: 'test', points: 1000, windowMinutes: 10 };
  const formation: FormationEnquiry = {
    id: uuid(),
    numberOfFounders: '2',
    companyStructure: 'drift',
    founders: [
      { type: 'person', name: 'Ada Lovelace', isForeign: false },
      { type: 'company', name: 'Acme Ltd', cvr: undefined, isForeign: true },
    ],
  };

  it('lists nothing before anything is stored, without creating the folder', async () => {
    expect(await listEnquiries(dataDir)).toEqual({ contacts: [], formations: [] });
  });

  it('stores the same id once, as anon, and lists newest first', async () => {
    const store = createEmbeddedStore(dataDir);
    expect(store.name).toBe(`embedded:${dataDir}`);
    const first = contact();
    expect(await store.saveContact(first, S)).toEqual({ status: 'stored' });
    expect(await store.saveContact(first, S)).toEqual({ status: 'stored', duplicate: true }); // a retry after a timeout: no second row, no error
    const second = contact({ phone: '+45 12 34 56 78', firstName: 'Grace' });
    await store.saveContact(second, S);
    await store.saveFormation(formation, S);
    await store.saveFormation(formation, S);

    const { contacts, formations } = await listEnquiries(dataDir);
    expect(contacts.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(contacts[1]).toMatchObject({ first_name: 'Ada', phone: null, message: first.message });
    expect(contacts[0]?.created_at).toBeInstanceOf(Date);
    expect(formations).toHaveLength(1);
    expect(formations[0]).toMatchObject({
      id: formation.id,
      number_of_founders: 2,
      company_structure: 'drift',
      founders: [
        { type: 'person', name: 'Ada Lovelace', isForeign: false },
        { type: 'company', name: 'Acme Ltd', isForeign: true },
      ],
    });
    expect(Math.abs(Date.now() - (formations[0]?.submitted_at.getTime() ?? 0))).toBeLessThan(60_000);
  }, 20_000);

  it('wraps a refused row in EnquiryStoreError with the driver error as cause', async () => {
    const store = createEmbeddedStore(dataDir);
    const error = await store.saveContact(contact({ firstName: '   ' }), S).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EnquiryStoreError);
    expect((error as EnquiryStoreError).message).toMatch(/contact_messages_first_name_check.*23514/);
    expect((error as EnquiryStoreError).cause).toMatchObject({ code: '23514' });
  });

  it('npm run enquiries prints the rows as text, escaping terminal control characters', async () => {
    await createEmbeddedStore(dataDir).saveContact(contact({ firstName: 'Eve', subject: '\u001b[31mred\u202eevil' }), S);
    const env = { ...process.env, SUPABASE_URL: '', SUPABASE_ANON_KEY: '' };
    // Set-but-empty variables win over any .env file of the developer's. The store is open in this
    // process: the script reads a copy of its folder.
    const run = (...args: string[]) =>
      spawnSync(path.resolve('node_modules/.bin/tsx'), [path.resolve('scripts/list-enquiries.ts'), '--dir', dataDir, ...args], {
        cwd: dir,
        env,
        encoding: 'utf8',
        timeout: 20_000,
      });
    const table = run();
    expect(table.stderr).toBe('');
    expect(table.status).toBe(0);
    expect(table.stdout).toMatch(/^Contact messages \(3\)\nReceived \(UTC\) +Id +Name/);
    expect(table.stdout).toContain('Eve Lovelace');
    expect(table.stdout).toContain('"\\u001b[31mred\\u202eevil"');
    expect(table.stdout).toContain('person Ada Lovelace; company Acme Ltd (foreign)');
    expect(table.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202e]/);
    const full = run('--full');
    expect(full.stdout).toContain('"Line one\\nline two <b>not html</b>"');

    const empty = spawnSync(path.resolve('node_modules/.bin/tsx'), [path.resolve('scripts/list-enquiries.ts'), '--dir', path.join(dir, 'none')], {
      cwd: dir,
      env,
      encoding: 'utf8',
    });
    expect(empty.stdout).toMatch(/is empty: no enquiries yet/);
    const supabase = spawnSync(path.resolve('node_modules/.bin/tsx'), [path.resolve('scripts/list-enquiries.ts')], {
      cwd: dir,
      env: { ...env, SUPABASE_URL: 'https://abcd1234.supabase.co', SUPABASE_ANON_KEY: 'anon' },
      encoding: 'utf8',
    });
    expect(supabase.stdout).toMatch(/Supabase is configured \(abcd1234\.supabase\.co\).*\n.*Supabase dashboard/);
    // Four tsx processes one after another, beside the rest of the unit suite on every core:
    // longer than vitest's default timeout.
  }, 60_000);

  it('reads a closed folder through a copy, and reopens it without re-applying migrations', async () => {
    await closeEmbeddedStore(dataDir);
    const listed = await listEnquiries(dataDir);
    expect(listed.contacts).toHaveLength(3);
    expect(listed.formations).toHaveLength(1);

    await createEmbeddedStore(dataDir).saveContact(contact(), S);
    expect((await listEnquiries(dataDir)).contacts).toHaveLength(4);
  }, 20_000);

  it('counts the rate limit in the database: a second store on the folder sees the first one\'s submits', async () => {
    const limit = { clientKey: '198.51.100.4', points: 2, windowMinutes: 10 };
    expect(await createEmbeddedStore(dataDir).saveContact(contact(), limit)).toEqual({ status: 'stored' });
    expect(await createEmbeddedStore(dataDir).saveContact(contact(), limit)).toEqual({ status: 'stored' });
    expect(await createEmbeddedStore(dataDir).saveContact(contact(), limit)).toMatchObject({ status: 'limited', retryAfterSeconds: expect.any(Number) });
  }, 20_000);

  it('deletes expired enquiries when it opens (ENQUIRY_RETENTION_DAYS)', async () => {
    const old = contact();
    await createEmbeddedStore(dataDir).saveContact(old, S);
    await closeEmbeddedStore(dataDir);
    const db = await createPGlite(dataDir);
    await db.query(`update public.contact_messages set created_at = now() - interval '400 days' where id = $1`, [old.id]);
    await db.close();
    await createEmbeddedStore(dataDir).saveContact(contact(), S);
    await expect.poll(async () => (await listEnquiries(dataDir)).contacts.some((c) => c.id === old.id)).toBe(false);
  }, 20_000);
});
