import { expect, it } from 'vitest';

/**
 * The database-side rules of issue 3 (anon may INSERT only; CHECK constraints mirror the zod
 * schemas), as test cases shared by the PGlite and the PostgreSQL 15 test files. Not a test file
 * itself (no `.test.ts`): each file calls {@link definePolicyCases} with its own SQL runner.
 */

/** Outcome of one SQL script: `ok`, or the SQLSTATE and message of the error that stopped it. */
export type SqlOutcome = { ok: true } | { ok: false; code: string | undefined; message: string };

/** How a test file reaches its database. */
export interface SqlRunner {
  /** Runs `sql` as `role` inside one transaction (`set local role`), committing on success. */
  as(role: 'anon' | 'authenticated', sql: string): Promise<SqlOutcome>;
  /** Runs a query as the table owner and returns the first column of the first row, as text. */
  scalar(sql: string): Promise<string | null>;
}

/** A SQL literal for `value` (strings, numbers, booleans, null, objects as jsonb). */
export function lit(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}

let counter = 0;
/** A fresh, valid uuid per call (deterministic, so failures are reproducible). */
export function uuid(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`;
}

type Row = Record<string, unknown>;

/** A valid `contact_messages` row (snake_case columns), with `overrides` applied. */
export function contactRow(overrides: Row = {}): Row {
  return {
    id: uuid(),
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '+45 12 34 56 78',
    subject: 'Banking',
    message: 'Hello',
    ...overrides,
  };
}

/** A valid `formation_applications` row (two founders, one foreign company), with `overrides`. */
export function formationRow(overrides: Row = {}): Row {
  return {
    id: uuid(),
    number_of_founders: 2,
    company_structure: 'holding',
    founders: [
      { type: 'person', name: 'Ada Lovelace', isForeign: false },
      { type: 'company', name: 'Acme ApS', cvr: '12345678', isForeign: true },
    ],
    submitted_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** `insert into public.<table> (...) values (...)<suffix>` with every value as a literal. */
export function insertSql(table: 'contact_messages' | 'formation_applications', row: Row, suffix = ''): string {
  const columns = Object.keys(row);
  return `insert into public.${table} (${columns.join(', ')}) values (${columns.map((c) => lit(row[c])).join(', ')})${suffix}`;
}

const person = (name: string) => ({ type: 'person', name, isForeign: false });
const foreignCompany = (name: string) => ({ type: 'company', name, isForeign: true });

/** Registers the shared cases in the calling `describe` block. `db()` is read when a case runs. */
export function definePolicyCases(db: () => SqlRunner): void {
  const expectDenied = (outcome: SqlOutcome) => {
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
    expect(outcome.ok ? '' : outcome.message).toMatch(/permission denied/);
  };
  const expectRejected = (outcome: SqlOutcome, constraint: RegExp) => {
    expect(outcome).toMatchObject({ ok: false, code: '23514' });
    expect(outcome.ok ? '' : outcome.message).toMatch(constraint);
  };

  it('turns row level security on and records the migration', async () => {
    for (const table of ['contact_messages', 'formation_applications']) {
      expect(await db().scalar(`select relrowsecurity::text from pg_class where oid = 'public.${table}'::regclass`)).toBe('true');
    }
    expect(await db().scalar(`select string_agg(version || '_' || name, ',') from supabase_migrations.schema_migrations`)).toBe(
      '20261121000000_enquiries',
    );
  });

  it('lets anon insert a valid row into each table', async () => {
    expect(await db().as('anon', insertSql('contact_messages', contactRow()))).toEqual({ ok: true });
    expect(await db().as('anon', insertSql('contact_messages', contactRow({ phone: null })))).toEqual({ ok: true });
    expect(await db().as('anon', insertSql('formation_applications', formationRow()))).toEqual({ ok: true });
  });

  it('denies anon select, update and delete (permission denied)', async () => {
    for (const table of ['contact_messages', 'formation_applications']) {
      expectDenied(await db().as('anon', `select * from public.${table}`));
      expectDenied(await db().as('anon', `select count(id) from public.${table}`));
      expectDenied(await db().as('anon', `update public.${table} set created_at = now()`));
      expectDenied(await db().as('anon', `delete from public.${table}`));
      expectDenied(await db().as('anon', `truncate public.${table}`));
    }
    // Returning the row needs SELECT: supabase-js must insert with return=minimal.
    expectDenied(await db().as('anon', insertSql('contact_messages', contactRow(), ' returning *')));
  });

  it('denies anon a created_at of its own and gives authenticated nothing', async () => {
    expectDenied(await db().as('anon', insertSql('contact_messages', contactRow({ created_at: '2000-01-01T00:00:00Z' }))));
    expectDenied(await db().as('authenticated', insertSql('contact_messages', contactRow())));
    expectDenied(await db().as('authenticated', 'select * from public.contact_messages'));
  });

  it('stores one row per id: a repeat is a unique violation, or nothing with on conflict do nothing', async () => {
    const row = contactRow();
    expect(await db().as('anon', insertSql('contact_messages', row))).toEqual({ ok: true });
    expect(await db().as('anon', insertSql('contact_messages', row))).toMatchObject({ ok: false, code: '23505' });
    expect(await db().as('anon', insertSql('contact_messages', row, ' on conflict do nothing'))).toEqual({ ok: true });
    // A conflict target needs SELECT on id, which anon lacks (hence no PostgREST upsert).
    expectDenied(await db().as('anon', insertSql('contact_messages', row, ' on conflict (id) do nothing')));
    expect(await db().scalar(`select count(*)::text from public.contact_messages where id = ${lit(row.id)}`)).toBe('1');
  });

  it('rejects contact rows that break the form rules', async () => {
    const cases: [Row, RegExp][] = [
      [{ first_name: '   ' }, /first_name/],
      [{ first_name: '' }, /first_name/],
      [{ last_name: 'x'.repeat(101) }, /last_name/],
      [{ email: 'not-an-email' }, /email/],
      [{ email: 'a@b' }, /email/],
      [{ email: 'a b@example.com' }, /email/],
      [{ email: `${'a'.repeat(250)}@example.com` }, /email/],
      [{ phone: 'call me' }, /phone/],
      [{ phone: '1'.repeat(41) }, /phone/],
      [{ subject: '\t\n' }, /subject/],
      [{ subject: 's'.repeat(201) }, /subject/],
      [{ message: 'm'.repeat(5001) }, /message/],
    ];
    for (const [overrides, constraint] of cases) {
      expectRejected(await db().as('anon', insertSql('contact_messages', contactRow(overrides))), constraint);
    }
    expect(await db().as('anon', insertSql('contact_messages', contactRow({ message: 'm'.repeat(5000) })))).toEqual({ ok: true });
  });

  it('rejects formation rows that break the form rules', async () => {
    const founders = (n: number) => Array.from({ length: n }, (_, i) => person(`Founder ${i + 1}`));
    const one = (founder: Row) => ({ number_of_founders: 1, founders: [founder] });
    const cases: [Row, RegExp][] = [
      [{ number_of_founders: 7, founders: founders(7) }, /number_of_founders/],
      [{ number_of_founders: 0, founders: [] }, /number_of_founders/],
      [{ number_of_founders: 3, founders: founders(2) }, /founders_check/],
      [{ company_structure: 'aps' }, /company_structure/],
      [{ number_of_founders: 2, founders: [foreignCompany('A Ltd'), foreignCompany('B GmbH')] }, /one_foreign_company/],
      [{ founders: { type: 'person', name: 'Not an array' }, number_of_founders: 1 }, /founders_check/],
      [{ number_of_founders: 1, founders: ['Ada'] }, /founders_check/],
      [one({ type: 'robot', name: 'R2' }), /founders_check/],
      [one({ type: ['person'], name: 'Ada' }), /founders_check/],
      [one({ name: 'No type' }), /founders_check/],
      [one({ type: 'person' }), /founders_check/],
      [one({ type: 'person', name: '  ' }), /founders_check/],
      [one({ type: 'person', name: 7 }), /founders_check/],
      [one({ type: 'person', name: 'n'.repeat(201) }), /founders_check/],
      [one({ type: 'company', name: 'Acme', cvr: '1234567' }), /founders_check/],
      [one({ type: 'person', name: 'Ada', cvr: '12345678' }), /founders_check/],
      [one({ type: 'person', name: 'Ada', isForeign: true }), /founders_check/],
      [one({ type: 'company', name: 'Acme', isForeign: 'yes' }), /founders_check/],
      [one({ type: 'person', name: 'Ada', html: '<script>' }), /founders_check/],
    ];
    for (const [overrides, constraint] of cases) {
      expectRejected(await db().as('anon', insertSql('formation_applications', formationRow(overrides))), constraint);
    }
    const accepted: Row[] = [
      { number_of_founders: 6, founders: founders(6), company_structure: 'struktur' },
      one({ type: 'company', name: 'n'.repeat(199) + '\n', cvr: '87654321', isForeign: true }),
      one({ type: 'person', name: 'Ada' }),
    ];
    for (const overrides of accepted) {
      expect(await db().as('anon', insertSql('formation_applications', formationRow(overrides)))).toEqual({ ok: true });
    }
  });
}
