import { expect, it } from 'vitest';

/**
 * The database-side rules of the enquiry tables (anon may INSERT only; CHECK constraints mirror the zod
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
  /**
   * Runs one query as `role` (committed) and returns the first column of its first row, as text
   * (jsonb as JSON). @throws the driver's error
   */
  valueAs(role: 'anon' | 'authenticated', sql: string): Promise<string | null>;
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

/** A valid `formation_applications` row (two founders, one foreign company), with `overrides`; `submitted_at` is the database's. */
export function formationRow(overrides: Row = {}): Row {
  return {
    id: uuid(),
    number_of_founders: 2,
    company_structure: 'holding',
    founders: [
      { type: 'person', name: 'Ada Lovelace', isForeign: false },
      { type: 'company', name: 'Acme ApS', cvr: '12345678', isForeign: true },
    ],
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

const expectDenied = (outcome: SqlOutcome) => {
  expect(outcome).toMatchObject({ ok: false, code: '42501' });
  expect(outcome.ok ? '' : outcome.message).toMatch(/permission denied/);
};
const expectDeniedDelivery = (outcome: SqlOutcome) => {
  expect(outcome).toMatchObject({ ok: false, code: '42501' });
  expect(outcome.ok ? '' : outcome.message).toMatch(/outbox credential is not registered/);
};
const expectRejected = (outcome: SqlOutcome, constraint: RegExp) => {
  expect(outcome).toMatchObject({ ok: false, code: '23514' });
  expect(outcome.ok ? '' : outcome.message).toMatch(constraint);
};

/** Registers the shared cases in the calling `describe` block. `db()` is read when a case runs. */
export function definePolicyCases(db: () => SqlRunner): void {
  definePrivilegeCases(db);
  defineRuleCases(db);
  defineSubmitCases(db);
  defineNotificationCases(db);
}

/** What anon and authenticated may do: the probe, outbox deliveries, inserts only, one row per id. */
function definePrivilegeCases(db: () => SqlRunner): void {
  it('lets anon call the readiness probe, which reads and writes nothing', async () => {
    expect(await db().valueAs('anon', 'select public.enquiry_store_ready()::text')).toBe('true');
    expect(await db().scalar(`select provolatile from pg_proc where oid = 'public.enquiry_store_ready()'::regprocedure`)).toBe('s');
  });

  it('refuses an outbox delivery without a registered credential, and keeps the received time with one', async () => {
    const secret = 'outbox-secret-for-the-policy-cases';
    const received = new Date(Date.now() - 3_600_000).toISOString();
    const deliver = (credential: string | null, id: string, at = received) =>
      `select public.deliver_contact_message(${lit(credential)}, ${lit(id)}, 'Ada', 'Lovelace', 'ada@example.com', null, 'Banking', 'Hello', '192.0.2.7', ${lit(at)})::text`;
    const id = uuid();
    expectDeniedDelivery(await db().as('anon', deliver(null, id)));
    expectDeniedDelivery(await db().as('anon', deliver(secret, id)));
    expectDenied(await db().as('anon', 'select * from public.enquiry_outbox_credentials'));
    expectDenied(await db().as('anon', `insert into public.enquiry_outbox_credentials (digest) values (sha256('x'))`));
    expectDenied(await db().as('anon', `select public.check_enquiry_delivery(${lit(secret)}, now())`));
    await db().scalar(`insert into public.enquiry_outbox_credentials (digest) values (sha256(convert_to(${lit(secret)}, 'UTF8'))) on conflict do nothing returning 1`);
    expect(await db().valueAs('anon', deliver(secret, id))).toBe('{"status": "stored"}');
    // Twice, as two instances delivering one outbox would: still one row, at the time received.
    expect(await db().valueAs('anon', deliver(secret, id))).toBe('{"status": "stored"}');
    expect(await db().scalar(`select count(*)::text from public.contact_messages where id = ${lit(id)}`)).toBe('1');
    expect(await db().scalar(`select (created_at = ${lit(received)}::timestamptz)::text from public.contact_messages where id = ${lit(id)}`)).toBe('true');
    expect(await db().scalar(`select (stored_at = ${lit(received)}::timestamptz)::text from public.enquiry_submissions where id = ${lit(id)}`)).toBe('true');
    // A time in the future, or older than the retention period, is refused.
    expect(await db().as('anon', deliver(secret, uuid(), new Date(Date.now() + 3_600_000).toISOString()))).toMatchObject({ ok: false, code: '22023' });
    expect(await db().as('anon', deliver(secret, uuid(), '2000-01-01T00:00:00Z'))).toMatchObject({ ok: false, code: '22023' });
  });

  it('turns row level security on and records the migration', async () => {
    for (const table of ['contact_messages', 'formation_applications']) {
      expect(await db().scalar(`select relrowsecurity::text from pg_class where oid = 'public.${table}'::regclass`)).toBe('true');
    }
    expect(await db().scalar(`select string_agg(version || '_' || name, ',' order by version) from supabase_migrations.schema_migrations`)).toBe(
      '20261121000000_enquiries,20261123000000_enquiry_submissions,20261123000100_enquiry_notifications,20261128000000_search_pages,20261128100000_enquiry_store_ready,20261128120000_enquiry_outbox,20261128200000_table_comments_without_issue_numbers,20261129000000_search_pages_grants',
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

  it('denies anon a created_at or submitted_at of its own and gives authenticated nothing', async () => {
    expectDenied(await db().as('anon', insertSql('contact_messages', contactRow({ created_at: '2000-01-01T00:00:00Z' }))));
    expectDenied(await db().as('anon', insertSql('formation_applications', formationRow({ submitted_at: '2000-01-01T00:00:00Z' }))));
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
}

/** The form rules the tables' constraints enforce, whoever inserts. */
function defineRuleCases(db: () => SqlRunner): void {
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

/** `select public.submit_contact_message(...)` for `row`, counted against `client`. */
export function submitContactSql(row: Row, client: string, limit = 5, windowMinutes = 10): string {
  const args = ['id', 'first_name', 'last_name', 'email', 'phone', 'subject', 'message'].map((c) => lit(row[c]));
  return `select public.submit_contact_message(${args.join(', ')}, ${lit(client)}, ${limit}, ${windowMinutes})`;
}

/** `select public.submit_formation_application(...)` for `row`, counted against `client`. */
export function submitFormationSql(row: Row, client: string, limit = 5, windowMinutes = 10): string {
  return `select public.submit_formation_application(${lit(row.id)}, ${lit(row.number_of_founders)}::smallint, ${lit(row.company_structure)}, ${lit(row.founders)}::jsonb, ${lit(client)}, ${limit}, ${windowMinutes})`;
}

/** The submit functions, the shared rate limit and the retention job. */
function defineSubmitCases(db: () => SqlRunner): void {
  const submit = async (sql: string) => JSON.parse((await db().valueAs('anon', sql)) ?? 'null') as unknown;
  const count = async (table: string, id: unknown) => db().scalar(`select count(*)::text from public.${table} where id = ${lit(id)}`);

  it('stores a submit once per id; a retry after an edit keeps the edited content, in one row', async () => {
    const row = contactRow();
    expect(await submit(submitContactSql(row, 'client-retry'))).toEqual({ status: 'stored' });
    // A retry is stored too, and says it was one, for the site's count of deduplicated submits.
    expect(await submit(submitContactSql(row, 'client-retry'))).toEqual({ status: 'stored', duplicate: true });
    expect(await submit(submitContactSql({ ...row, message: 'Edited after the timeout' }, 'client-retry'))).toEqual({ status: 'stored', duplicate: true });
    expect(await count('contact_messages', row.id)).toBe('1');
    expect(await db().scalar(`select message from public.contact_messages where id = ${lit(row.id)}`)).toBe('Edited after the timeout');
    // Counted once: the retries are the same submission.
    expect(await db().scalar(`select count(*)::text from public.enquiry_submissions where client_key = 'client-retry'`)).toBe('1');

    const formation = formationRow();
    expect(await submit(submitFormationSql(formation, 'client-retry'))).toEqual({ status: 'stored' });
    expect(await submit(submitFormationSql({ ...formation, company_structure: 'drift' }, 'client-retry'))).toEqual({ status: 'stored', duplicate: true });
    expect(await db().scalar(`select company_structure from public.formation_applications where id = ${lit(formation.id)}`)).toBe('drift');
    // The server's clock: within a minute of now.
    expect(await db().scalar(`select (abs(extract(epoch from now() - submitted_at)) < 60)::text from public.formation_applications where id = ${lit(formation.id)}`)).toBe('true');
  });

  it('limits stored submits per client and form, and says when the oldest leaves the window', async () => {
    for (let i = 0; i < 3; i++) expect(await submit(submitContactSql(contactRow(), 'client-limit', 3, 10))).toEqual({ status: 'stored' });
    const refused = contactRow();
    const limited = (await submit(submitContactSql(refused, 'client-limit', 3, 10))) as { status: string; retry_after_seconds: number };
    expect(limited.status).toBe('limited');
    expect(limited.retry_after_seconds).toBeGreaterThan(540);
    expect(limited.retry_after_seconds).toBeLessThanOrEqual(600);
    expect(await count('contact_messages', refused.id)).toBe('0');
    // Another client, and the other form, have their own budgets.
    expect(await submit(submitContactSql(contactRow(), 'client-other', 3, 10))).toEqual({ status: 'stored' });
    expect(await submit(submitFormationSql(formationRow(), 'client-limit', 3, 10))).toEqual({ status: 'stored' });
    // Submits older than the window no longer count.
    await db().scalar(`update public.enquiry_submissions set stored_at = now() - interval '11 minutes' where client_key = 'client-limit' and form = 'contact'`);
    expect(await submit(submitContactSql(contactRow(), 'client-limit', 3, 10))).toEqual({ status: 'stored' });
  });

  it('counts only stored submits: one the CHECK constraints refuse costs nothing', async () => {
    for (let i = 0; i < 3; i++) {
      await expect(db().valueAs('anon', submitContactSql(contactRow({ email: 'not-an-email' }), 'client-invalid', 1, 10))).rejects.toMatchObject({
        message: expect.stringMatching(/contact_messages_email_check/),
      });
    }
    expect(await submit(submitContactSql(contactRow(), 'client-invalid', 1, 10))).toEqual({ status: 'stored' });
  });

  it('lets anon call the submit functions only, and nobody read the counts', async () => {
    expectDeniedValue(await db().as('anon', `select public.delete_expired_enquiries(1)`));
    expectDeniedValue(await db().as('anon', `select public.enquiry_wait_seconds('contact', 'x', 1, 1)`));
    expectDeniedValue(await db().as('anon', `select * from public.enquiry_submissions`));
    expectDeniedValue(await db().as('authenticated', submitContactSql(contactRow(), 'client-auth')));
  });

  it('deletes enquiries older than the retention period, and keeps the rest', async () => {
    const old = contactRow();
    const recent = contactRow();
    const oldFormation = formationRow();
    await submit(submitContactSql(old, 'client-retention', 100));
    await submit(submitContactSql(recent, 'client-retention', 100));
    await submit(submitFormationSql(oldFormation, 'client-retention', 100));
    await db().scalar(`update public.contact_messages set created_at = now() - interval '366 days' where id = ${lit(old.id)}`);
    await db().scalar(`update public.formation_applications set created_at = now() - interval '31 days' where id = ${lit(oldFormation.id)}`);
    expect(await db().scalar('select public.delete_expired_enquiries(365)::text')).toBe('1');
    expect(await count('contact_messages', old.id)).toBe('0');
    expect(await count('contact_messages', recent.id)).toBe('1');
    expect(await count('formation_applications', oldFormation.id)).toBe('1');
    // Without an argument: the database setting, else 365 days.
    // (`offset 0` keeps the subquery, and so the setting, ahead of the call.)
    const withSetting = (days: string) =>
      `select public.delete_expired_enquiries()::text from (select set_config('app.enquiry_retention_days', '${days}', false) offset 0) as setting`;
    expect(await db().scalar(withSetting('30'))).toBe('1');
    await db().scalar(withSetting(''));
    expect(await count('formation_applications', oldFormation.id)).toBe('0');
    await expect(db().scalar('select public.delete_expired_enquiries(0)')).rejects.toThrow(/at least 1 day/);
    // The rate limit's record of client addresses is kept one day, whatever the retention.
    await db().scalar(`update public.enquiry_submissions set stored_at = now() - interval '25 hours' where id = ${lit(recent.id)}`);
    await db().scalar('select public.delete_expired_enquiries(365)');
    expect(await db().scalar(`select count(*)::text from public.enquiry_submissions where id = ${lit(recent.id)}`)).toBe('0');
    expect(await count('contact_messages', recent.id)).toBe('1');
  });
}

/** The Edge Function's record of staff emails. */
export function defineNotificationCases(db: () => SqlRunner): void {
  const claim = (id: string, lease = 60) => db().scalar(`select public.claim_enquiry_notification(${lit(id)}, 'contact_messages', ${lease})`);
  const finish = (id: string, sent: boolean) => db().scalar(`select public.finish_enquiry_notification(${lit(id)}, ${sent})`);

  it('a second delivery of a sent notification finds it sent; one in flight finds it busy', async () => {
    const id = uuid();
    expect(await claim(id)).toBe('claimed');
    expect(await claim(id)).toBe('busy');
    await finish(id, true);
    expect(await claim(id)).toBe('sent');
    expect(await claim(id)).toBe('sent');
  });

  it('a failed send gives the claim back, and a sender that died loses it after the lease', async () => {
    const failed = uuid();
    expect(await claim(failed)).toBe('claimed');
    await finish(failed, false);
    expect(await claim(failed)).toBe('claimed');
    await db().scalar(`update public.enquiry_notifications set claimed_at = now() - interval '2 minutes' where enquiry_id = ${lit(failed)}`);
    expect(await claim(failed)).toBe('claimed');
    // A failure reported late never undoes a notification marked sent.
    await finish(failed, true);
    await finish(failed, false);
    expect(await claim(failed)).toBe('sent');
  });

  it('only the service role may claim', async () => {
    expectDeniedValue(await db().as('anon', `select public.claim_enquiry_notification(${lit(uuid())}, 'contact_messages')`));
    expectDeniedValue(await db().as('authenticated', `select public.finish_enquiry_notification(${lit(uuid())}, true)`));
    expectDeniedValue(await db().as('anon', 'select * from public.enquiry_notifications'));
  });
}

function expectDeniedValue(outcome: SqlOutcome): void {
  expect(outcome).toMatchObject({ ok: false, code: '42501' });
}
