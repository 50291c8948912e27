import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Database, Tables, TablesInsert } from '@/lib/enquiries/database.types';
import type { ContactCall, ContactMessageRow, FormationCall } from '@/lib/enquiries/rows';
import { generateRowTypes, ROW_TYPES_FILE } from '../../scripts/lib/row-types';

/*
 * The enquiry database's types are generated from the migrations
 * (`npm run rowtypes`), and the stores' calls are checked against them. The type-level cases are
 * checked by `npx tsc --noEmit` (part of `npm test`); vitest only runs them.
 */

type Functions = Database['public']['Functions'];
type SubmitContactArgs = Functions['submit_contact_message']['Args'];
type SubmitFormationArgs = Functions['submit_formation_application']['Args'];

/** Only for the type checks below: never called, so never connects. */
declare const supabase: SupabaseClient<Database>;

const contactArgs: SubmitContactArgs = {
  p_id: '6f1c2b1e-0d5e-4c41-9a8e-2f7d3c9b1a01',
  p_first_name: 'Ada',
  p_last_name: 'Lovelace',
  p_email: 'ada@example.com',
  p_phone: '+45 12 34 56 78',
  p_subject: 'Banking',
  p_message: 'Hello',
  p_client_key: '203.0.113.9',
  p_limit: 5,
  p_window_minutes: 10,
};

describe('enquiry row types', () => {
  it('lib/enquiries/database.types.ts is what the migrations generate (run `npm run rowtypes`)', async () => {
    expect(readFileSync(ROW_TYPES_FILE, 'utf8')).toBe(await generateRowTypes());
  }, 30_000);

  it('has the shape `supabase gen types typescript` writes: the Database type, its PostgREST version and the helper types', () => {
    const text = readFileSync(ROW_TYPES_FILE, 'utf8');
    for (const part of [
      'export type Json =',
      'export type Database = {',
      'PostgrestVersion: "12"',
      'export type Tables<',
      'export type TablesInsert<',
      'export type TablesUpdate<',
      'export type Enums<',
      'export type CompositeTypes<',
      'export const Constants = {',
    ]) {
      expect(text).toContain(part);
    }
    expectTypeOf<Database['__InternalSupabase']['PostgrestVersion']>().toEqualTypeOf<'12'>();
  });

  it('types rows, inserts and function arguments as Supabase does', () => {
    expectTypeOf<Tables<'contact_messages'>['phone']>().toEqualTypeOf<string | null>();
    expectTypeOf<Tables<'formation_applications'>['number_of_founders']>().toEqualTypeOf<number>();
    // A column with a default or that takes null is optional in an insert.
    expectTypeOf<TablesInsert<'contact_messages'>>().toEqualTypeOf<{
      created_at?: string;
      email: string;
      first_name: string;
      id?: string;
      last_name: string;
      message: string;
      phone?: string | null;
      subject: string;
    }>();
    // An argument with a default is optional.
    expectTypeOf<Functions['delete_expired_enquiries']['Args']>().toEqualTypeOf<{ p_retention_days?: number }>();
  });

  it('the stores send exactly the generated arguments, narrowed or widened only where rows.ts says', () => {
    expectTypeOf<keyof ContactCall>().toEqualTypeOf<keyof SubmitContactArgs>();
    expectTypeOf<keyof FormationCall>().toEqualTypeOf<keyof SubmitFormationArgs>();
    expectTypeOf<FormationCall>().toExtend<SubmitFormationArgs>();
    // p_phone may be null, which the generated arguments do not say (supabase/postgres-meta#842).
    expectTypeOf<ContactCall>().not.toExtend<SubmitContactArgs>();
    expectTypeOf<ContactMessageRow>().toEqualTypeOf<Omit<Tables<'contact_messages'>, 'created_at'>>();
  });

  it('a wrong column, argument or function name fails to type-check', () => {
    const { p_phone, ...withoutPhone } = contactArgs;
    // @ts-expect-error: contact_messages has no column `phone_number`
    const row: TablesInsert<'contact_messages'> = { email: 'a@b.dk', first_name: 'A', last_name: 'B', message: 'Hi', subject: 'S', phone_number: p_phone };
    const calls = () => [
      supabase.rpc('submit_contact_message', contactArgs),
      // @ts-expect-error: the argument is `p_phone`; submit_contact_message has no `p_phone_number`
      supabase.rpc('submit_contact_message', { ...withoutPhone, p_phone_number: p_phone }),
      // @ts-expect-error: p_number_of_founders is a smallint, not text
      supabase.rpc('submit_formation_application', { p_id: 'x', p_number_of_founders: '2', p_company_structure: 'drift', p_founders: [], p_client_key: 'k', p_limit: 5, p_window_minutes: 10 }),
      // @ts-expect-error: there is no function `submit_contact`
      supabase.rpc('submit_contact', contactArgs),
    ];
    expect(row.email).toBe('a@b.dk');
    expectTypeOf(calls).toBeFunction();
  });
});
