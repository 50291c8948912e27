import type { SqlQuery } from './database';

/**
 * The tables of `public` that hold enquiries or their bookkeeping
 * (`supabase/migrations/…_enquiries.sql`, `…_enquiry_submissions.sql`, `…_enquiry_notifications.sql`,
 * `…_enquiry_outbox.sql`): the search's role must read none of them. A test compares this list with
 * the tables the migrations make, so a new table is added here or on purpose left out.
 */
export const ENQUIRY_TABLES = ['contact_messages', 'enquiry_notifications', 'enquiry_outbox_credentials', 'enquiry_submissions', 'formation_applications'] as const;

/** The search's role reaches beyond the search table; the message names the role and why, never the URL. */
export class SearchRoleRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchRoleRefusedError';
  }
}

/** One role the connection is, or may become with `SET ROLE`. */
type RoleRow = { rolname: string; rolsuper: boolean; rolbypassrls: boolean; own: boolean; readable: string[] };

// Every role the login is a member of counts, not only those whose privileges it inherits: a
// member may `SET ROLE` to any of them, and superuser and BYPASSRLS are never inherited at all.
// `has_any_column_privilege` also sees a grant on some columns only.
const ROLES_SQL = `
select r.rolname, r.rolsuper, r.rolbypassrls, r.rolname = current_user as own,
  array(
    select 'public.' || t.name
    from unnest($1::text[]) as t(name)
    where to_regclass('public.' || quote_ident(t.name)) is not null
      and has_any_column_privilege(r.oid, to_regclass('public.' || quote_ident(t.name)), 'SELECT')
    order by t.name
  ) as readable
from pg_catalog.pg_roles r
where pg_catalog.pg_has_role(current_user, r.oid, 'MEMBER')
order by (r.rolname = current_user) desc, r.rolname`;

/**
 * Checks that the role `query` connects as may write the search table and nothing more sensitive:
 * neither it nor a role it is a member of is a superuser, bypasses row level security, or may
 * read a table of {@link ENQUIRY_TABLES}. The site refuses Supabase's service role key for the same
 * reason: a search connection that could read the enquiries would undo that.
 * @param query - runs one statement on the search database (`SEARCH_DATABASE_URL`)
 * @throws SearchRoleRefusedError naming the role and the reason, e.g. `SEARCH_DATABASE_URL connects
 *   as postgres, which is a superuser: use a role that is only a member of search_writer
 *   (docs/integrations.md).`; the driver's error when the statement fails (no connection)
 */
export async function checkSearchRole(query: SqlQuery): Promise<void> {
  const roles = await query<RoleRow>(ROLES_SQL, [ENQUIRY_TABLES]);
  const login = roles.find((role) => role.own)?.rolname ?? 'its role';
  for (const role of roles) {
    const reason = role.rolsuper
      ? 'is a superuser'
      : role.rolbypassrls
        ? 'bypasses row level security (BYPASSRLS)'
        : role.readable.length > 0
          ? `may read the enquiries (${role.readable.join(', ')})`
          : undefined;
    if (!reason) continue;
    const who = role.own ? `${login},` : `${login}, a member of ${role.rolname},`;
    throw new SearchRoleRefusedError(`SEARCH_DATABASE_URL connects as ${who} which ${reason}: use a role that is only a member of search_writer (docs/integrations.md).`);
  }
}
