import type { PGlite } from '@electric-sql/pglite';
import { createPGlite } from '../../lib/database/pglite';
import { applyMigrations, DEFAULT_MIGRATIONS_DIR } from '../../lib/database/migrations';

/**
 * The enquiry database's TypeScript types, as `supabase gen types typescript` writes them,
 * without Docker: the migrations are applied to a fresh in-memory PGlite
 * database, as the embedded store and the tests do, and its `public` schema is read from the
 * catalog. The catalog queries and the output follow Supabase's postgres-meta (its `lib/sql/*.sql.ts`
 * and `server/templates/typescript.ts`), printed as its Prettier pass prints them (`semi: false`,
 * 80 columns), so the file is what the Supabase CLI would write for the same database.
 *
 * Only what postgres-meta can print without guessing is covered; for the rest (overloaded or
 * unnamed-argument functions, functions returning a table's row, relationships through views) the
 * generator throws {@link UnsupportedSchemaError} instead of writing a type that may be wrong.
 */

/** Where `npm run rowtypes` writes the types, relative to the project root. */
export const ROW_TYPES_FILE = 'lib/enquiries/database.types.ts';

/** The schema read; postgres-meta's default schema (`PG_META_GENERATE_TYPES_DEFAULT_SCHEMA`). */
const SCHEMA = 'public';

/** The migrations use something the generator does not print (see the module comment). */
export class UnsupportedSchemaError extends Error {
  constructor(what: string) {
    super(`${what}: scripts/lib/row-types.ts does not print this yet (postgres-meta's typescript template does; port that case).`);
    this.name = 'UnsupportedSchemaError';
  }
}

// ---------------------------------------------------------------------------------------------
// The catalog, as postgres-meta reads it (only the fields its typescript template uses).

interface Relation {
  id: number;
  name: string;
  /** `r` table, `p` partitioned table, `f` foreign table, `v` view, `m` materialized view. */
  kind: 'r' | 'p' | 'f' | 'v' | 'm';
  /** A view that takes INSERT and UPDATE (`information_schema.views`' definition). */
  is_updatable: boolean;
}

interface Column {
  table_id: number;
  name: string;
  /** The type's name (`pg_type.typname`; a domain's base type), e.g. `int4`, `_text`. */
  format: string;
  default_value: string | null;
  is_identity: boolean;
  identity_generation: 'ALWAYS' | 'BY DEFAULT' | null;
  is_nullable: boolean;
  is_updatable: boolean;
}

interface FunctionArg {
  mode: 'in' | 'out' | 'inout' | 'variadic' | 'table';
  /** `''` for an unnamed argument. */
  name: string;
  type_id: number;
  /** As postgres-meta computes it: true for the last `pronargdefaults` positions of `pronargs`. */
  has_default: boolean | null;
}

interface SqlFunction {
  name: string;
  args: FunctionArg[];
  return_type_id: number;
  return_type_relation_id: number | null;
  is_set_returning_function: boolean;
}

interface PgType {
  id: number;
  name: string;
  schema: string;
  enums: string[];
  attributes: { name: string; type_id: number }[];
  type_relation_id: number | null;
}

interface Relationship {
  foreign_key_name: string;
  relation: string;
  columns: string[];
  referenced_schema: string;
  referenced_relation: string;
  referenced_columns: string[];
  is_one_to_one: boolean;
}

interface Catalog {
  relations: Relation[];
  columns: Column[];
  functions: SqlFunction[];
  types: PgType[];
  relationships: Relationship[];
}

const RELATIONS_SQL = `
select c.oid::int8 as id, c.relname as name, c.relkind as kind,
       c.relkind = 'v' and (pg_relation_is_updatable(c.oid, false) & 20) = 20 as is_updatable
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
 where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')`;

const COLUMNS_SQL = `
select c.oid::int8 as table_id, a.attname as name,
       case when a.atthasdef then pg_get_expr(ad.adbin, ad.adrelid) end as default_value,
       coalesce(bt.typname, t.typname) as format,
       a.attidentity in ('a', 'd') as is_identity,
       case a.attidentity when 'a' then 'ALWAYS' when 'd' then 'BY DEFAULT' end as identity_generation,
       not (a.attnotnull or t.typtype = 'd' and t.typnotnull) as is_nullable,
       c.relkind in ('r', 'p') or c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false) as is_updatable
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_type t on t.oid = a.atttypid
  left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
  left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
 where n.nspname = $1 and a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p', 'f', 'v', 'm')`;

// Modes, names and types of every argument (OUT and TABLE ones too), as postgres-meta's
// functions.sql.ts lines them up, defaults included (its positional quirk kept, so the output
// matches the Supabase CLI's).
const FUNCTIONS_SQL = `
with functions as (
  select p.oid, p.proname, p.prorettype, p.proretset,
         coalesce(p.proargmodes::text[], array_fill('i'::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))])) as arg_modes,
         coalesce(p.proargnames, array_fill(''::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))])) as arg_names,
         coalesce(p.proallargtypes, p.proargtypes::oid[]) as arg_types,
         array_cat(array_fill(false, array[p.pronargs - p.pronargdefaults]), array_fill(true, array[p.pronargdefaults])) as arg_has_defaults
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = $1 and p.prokind = 'f'
)
select f.proname as name,
       f.prorettype::int8 as return_type_id,
       nullif(rt.typrelid::int8, 0) as return_type_relation_id,
       f.proretset as is_set_returning_function,
       coalesce((
         select jsonb_agg(jsonb_build_object(
                  'mode', case a.mode when 'i' then 'in' when 'o' then 'out' when 'b' then 'inout' when 'v' then 'variadic' else 'table' end,
                  'name', a.name, 'type_id', a.type_id::int8, 'has_default', a.has_default) order by a.position)
           from unnest(f.arg_modes, f.arg_names, f.arg_types, f.arg_has_defaults) with ordinality as a(mode, name, type_id, has_default, position)
       ), '[]') as args
  from functions f join pg_type rt on rt.oid = f.prorettype
 where rt.typname not in ('trigger', 'event_trigger')`;

const TYPES_SQL = `
select t.oid::int8 as id, t.typname as name, n.nspname as schema,
       coalesce((select jsonb_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid), '[]') as enums,
       coalesce((select jsonb_agg(jsonb_build_object('name', a.attname, 'type_id', a.atttypid::int8) order by a.attnum)
                   from pg_class c join pg_attribute a on a.attrelid = c.oid
                  where c.oid = t.typrelid and c.relkind = 'c' and not a.attisdropped), '[]') as attributes,
       nullif(t.typrelid::int8, 0) as type_relation_id
  from pg_type t join pg_namespace n on n.oid = t.typnamespace
 where t.typrelid = 0 or (select c.relkind in ('c', 'r', 'v', 'm', 'p') from pg_class c where c.oid = t.typrelid)`;

// Foreign keys declared in the schema (postgres-meta's table_relationships.sql.ts); one-to-one
// when the key's columns, in its order, are those of a primary key or unique constraint.
const RELATIONSHIPS_SQL = `
select con.conname as foreign_key_name, tab.relname as relation, ns2.nspname as referenced_schema,
       other.relname as referenced_relation,
       (select jsonb_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
       (select jsonb_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as referenced_columns,
       exists (
         select 1 from pg_constraint u
          where u.conrelid = con.conrelid and u.contype in ('p', 'u')
            and (select jsonb_agg(a.attname order by a.attnum) from unnest(u.conkey) k(attnum)
                   join pg_attribute a on a.attrelid = u.conrelid and a.attnum = k.attnum)
                = (select jsonb_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
                     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum)
       ) as is_one_to_one
  from pg_constraint con
  join pg_namespace ns1 on ns1.oid = con.connamespace
  join pg_class tab on tab.oid = con.conrelid
  join pg_class other on other.oid = con.confrelid
  join pg_namespace ns2 on ns2.oid = other.relnamespace
 where con.contype = 'f' and con.conparentid = 0 and ns1.nspname = $1`;

async function readCatalog(db: PGlite): Promise<Catalog> {
  const rows = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;
  return {
    relations: await rows<Relation>(RELATIONS_SQL, [SCHEMA]),
    columns: await rows<Column>(COLUMNS_SQL, [SCHEMA]),
    functions: await rows<SqlFunction>(FUNCTIONS_SQL, [SCHEMA]),
    types: await rows<PgType>(TYPES_SQL),
    relationships: await rows<Relationship>(RELATIONSHIPS_SQL, [SCHEMA]),
  };
}

// ---------------------------------------------------------------------------------------------
// Printing, as Prettier prints postgres-meta's template: an object type stays on one line when
// it fits in 80 columns, unless the template starts its first member on a new line (`expanded`),
// which Prettier keeps; a union that does not fit moves to the next line, and when it does not
// fit there either, puts each member on a `| ` line.

type TsType =
  | { kind: 'text'; text: string }
  | { kind: 'union'; members: string[] }
  | { kind: 'object'; members: TsMember[]; expanded: boolean; array?: boolean }
  | { kind: 'tuple'; elements: TsType[] };
type TsMember = { key: string; optional?: boolean; type: TsType } | { raw: string };

const WIDTH = 80;
const text = (value: string): TsType => ({ kind: 'text', text: value });
const union = (members: string[]): TsType => (members.length === 1 ? text(members[0] ?? '') : { kind: 'union', members });
const object = (members: TsMember[], expanded = true, array = false): TsType => ({ kind: 'object', members, expanded, array });

/** A property name as Prettier's `quoteProps: "as-needed"` prints it. */
function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}

function memberHead(member: Exclude<TsMember, { raw: string }>): string {
  return `${key(member.key)}${member.optional ? '?' : ''}: `;
}

/** The type on one line, or null when it holds an expanded object. */
function flat(type: TsType): string | null {
  switch (type.kind) {
    case 'text':
      return type.text;
    case 'union':
      return type.members.join(' | ');
    case 'tuple': {
      const elements = type.elements.map(flat);
      return elements.includes(null) ? null : `[${elements.join(', ')}]`;
    }
    case 'object': {
      if (type.members.length === 0) return type.array ? '{}[]' : '{}';
      if (type.expanded) return null;
      const members = type.members.map((m) => {
        if ('raw' in m) return m.raw;
        const inner = flat(m.type);
        return inner === null ? null : memberHead(m) + inner;
      });
      return members.includes(null) ? null : `{ ${members.join('; ')} }${type.array ? '[]' : ''}`;
    }
  }
}

/** Lines of `head` followed by `type`, the first line starting at `indent` spaces. */
function printTyped(head: string, type: TsType, indent: number): string[] {
  const pad = ' '.repeat(indent);
  const oneLine = flat(type);
  if (oneLine !== null && indent + head.length + oneLine.length <= WIDTH) return [pad + head + oneLine];
  switch (type.kind) {
    case 'text':
      return [pad + head + type.text];
    case 'union': {
      // Prettier's "break after operator": the union on the next line when it fits there.
      const next = `${pad}  ${type.members.join(' | ')}`;
      return [pad + head.trimEnd(), ...(next.length <= WIDTH ? [next] : type.members.map((m) => `${pad}  | ${m}`))];
    }
    case 'tuple':
      return [
        `${pad}${head}[`,
        ...type.elements.flatMap((element) => {
          const lines = printTyped('', element, indent + 2);
          lines[lines.length - 1] += ',';
          return lines;
        }),
        `${pad}]`,
      ];
    case 'object':
      return [
        `${pad}${head}{`,
        ...type.members.flatMap((m) => ('raw' in m ? [`${pad}  ${m.raw}`] : printTyped(memberHead(m), m.type, indent + 2))),
        `${pad}}${type.array ? '[]' : ''}`,
      ];
  }
}

// ---------------------------------------------------------------------------------------------
// The template.

const collate = (a: string, b: string) => a.localeCompare(b, 'en');
const byName = <T extends { name: string }>(a: T, b: T) => collate(a.name, b.name);
const NONE: TsMember[] = [{ raw: '[_ in never]: never' }];
/** Argument modes PostgREST passes by name (postgres-meta's `VALID_FUNCTION_ARGS_MODE`). */
const IN_MODES = new Set(['in', 'inout', 'variadic']);

function render(catalog: Catalog): string {
  const { relations, types } = catalog;
  const typesById = new Map(types.map((t) => [t.id, t]));
  const tables = relations.filter((r) => r.kind === 'r' || r.kind === 'p' || r.kind === 'f').sort(byName);
  const views = relations.filter((r) => r.kind === 'v' || r.kind === 'm').sort(byName);
  const columnsOf = (relation: Relation) => catalog.columns.filter((c) => c.table_id === relation.id).sort(byName);
  const relationshipsOf = (relation: Relation) =>
    catalog.relationships
      .filter((r) => r.relation === relation.name && r.referenced_schema === SCHEMA)
      .sort(
        (a, b) =>
          collate(a.foreign_key_name, b.foreign_key_name) ||
          collate(a.referenced_relation, b.referenced_relation) ||
          collate(JSON.stringify(a.referenced_columns), JSON.stringify(b.referenced_columns)),
      );
  if (views.length > 0 && catalog.relationships.length > 0) {
    throw new UnsupportedSchemaError('Views in a schema with foreign keys (their relationships through the views are not derived)');
  }

  /** postgres-meta's `pgTypeToTsType`, as the members of a union. */
  const tsType = (pgType: string): string[] => {
    if (pgType === 'bool') return ['boolean'];
    if (['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'].includes(pgType)) return ['number'];
    if (['bytea', 'bpchar', 'varchar', 'date', 'text', 'citext', 'time', 'timetz', 'timestamp', 'timestamptz', 'uuid', 'vector', 'interval'].includes(pgType)) {
      return ['string'];
    }
    if (pgType === 'json' || pgType === 'jsonb') return ['Json'];
    if (pgType === 'void') return ['undefined'];
    if (pgType === 'record') return ['Record<string, unknown>'];
    if (pgType.startsWith('_')) {
      const element = tsType(pgType.slice(1));
      return [element.length === 1 ? `${element[0]}[]` : `(${element.join(' | ')})[]`];
    }
    const named = <T extends { schema: string }>(list: T[]) => list.find((t) => t.schema === SCHEMA) ?? list[0];
    const enumType = named(types.filter((t) => t.name === pgType && t.enums.length > 0));
    if (enumType) {
      return enumType.schema === SCHEMA ? [`Database["${SCHEMA}"]["Enums"][${JSON.stringify(enumType.name)}]`] : enumType.enums.map((v) => JSON.stringify(v));
    }
    const compositeType = named(types.filter((t) => t.name === pgType && t.attributes.length > 0));
    if (compositeType) {
      return [compositeType.schema === SCHEMA ? `Database["${SCHEMA}"]["CompositeTypes"][${JSON.stringify(compositeType.name)}]` : 'unknown'];
    }
    if (tables.some((t) => t.name === pgType)) return [`Database["${SCHEMA}"]["Tables"][${JSON.stringify(pgType)}]["Row"]`];
    if (views.some((v) => v.name === pgType)) return [`Database["${SCHEMA}"]["Views"][${JSON.stringify(pgType)}]["Row"]`];
    return ['unknown'];
  };
  const typeOfId = (id: number) => {
    const type = typesById.get(id);
    return type ? tsType(type.name) : ['unknown'];
  };
  const nullable = (members: string[], isNullable: boolean) =>
    union(isNullable && !members.includes('unknown') ? [...members, 'null'] : members);
  const column = (c: Column, isNullable: boolean, optional: boolean): TsMember => ({
    key: c.name,
    optional,
    type: nullable(tsType(c.format), isNullable),
  });
  const never = (c: Column): TsMember => ({ key: c.name, optional: true, type: text('never') });

  const tableMembers = tables.map((table): TsMember => {
    const columns = columnsOf(table);
    return {
      key: table.name,
      type: object([
        { key: 'Row', type: object(columns.map((c) => column(c, c.is_nullable, false))) },
        {
          key: 'Insert',
          type: object(
            columns.map((c) =>
              c.identity_generation === 'ALWAYS' ? never(c) : column(c, c.is_nullable, c.is_nullable || c.is_identity || c.default_value !== null),
            ),
          ),
        },
        { key: 'Update', type: object(columns.map((c) => (c.identity_generation === 'ALWAYS' ? never(c) : column(c, c.is_nullable, true)))) },
        { key: 'Relationships', type: relationshipsType(relationshipsOf(table)) },
      ]),
    };
  });

  const viewMembers = views.map((view): TsMember => {
    const columns = columnsOf(view);
    const writable = () => object(columns.map((c) => (c.is_updatable ? column(c, true, true) : never(c))));
    return {
      key: view.name,
      type: object([
        { key: 'Row', type: object(columns.map((c) => column(c, c.is_nullable, false))) },
        ...(view.kind === 'v' && view.is_updatable
          ? [
              { key: 'Insert', type: writable() },
              { key: 'Update', type: writable() },
            ]
          : []),
        { key: 'Relationships', type: relationshipsType(relationshipsOf(view)) },
      ]),
    };
  });

  const functions = [...catalog.functions].sort(byName);
  const functionMembers = functions.map((fn): TsMember => {
    const where = `Function ${SCHEMA}.${fn.name}`;
    if (functions.filter((other) => other.name === fn.name).length > 1) throw new UnsupportedSchemaError(`${where} is overloaded`);
    const args = [...fn.args].sort(byName);
    const inArgs = args.filter((a) => IN_MODES.has(a.mode));
    if (inArgs.some((a) => a.name === '')) throw new UnsupportedSchemaError(`${where} has an unnamed argument`);
    if (fn.return_type_relation_id !== null) throw new UnsupportedSchemaError(`${where} returns a table's or composite type's row`);
    const tableArgs = args.filter((a) => a.mode === 'table');
    let returns: TsType;
    if (tableArgs.length > 0) {
      returns = object(
        tableArgs.map((a) => ({ key: a.name, type: union(typeOfId(a.type_id)) })),
        true,
        fn.is_set_returning_function,
      );
    } else {
      const members = typeOfId(fn.return_type_id);
      returns = union(fn.is_set_returning_function ? [members.length === 1 ? `${members[0]}[]` : `(${members.join(' | ')})[]`] : members);
    }
    const argsType =
      inArgs.length === 0 ? text('never') : object(inArgs.map((a) => ({ key: a.name, optional: Boolean(a.has_default), type: union(typeOfId(a.type_id)) })), false);
    return {
      key: fn.name,
      type: object(
        [
          { key: 'Args', type: argsType },
          { key: 'Returns', type: returns },
        ],
        false,
      ),
    };
  });

  const schemaTypes = types.filter((t) => t.schema === SCHEMA);
  const enums = schemaTypes.filter((t) => t.enums.length > 0).sort(byName);
  const composites = schemaTypes.filter((t) => t.attributes.length > 0).sort(byName);
  const enumMembers = enums.map((e): TsMember => ({ key: e.name, type: union(e.enums.map((v) => JSON.stringify(v))) }));
  const compositeMembers = composites.map(
    (c): TsMember => ({ key: c.name, type: object(c.attributes.map((a) => ({ key: a.name, type: nullable(typeOfId(a.type_id), true) }))) }),
  );

  const database = object([
    {
      key: SCHEMA,
      type: object([
        { key: 'Tables', type: object(tableMembers.length > 0 ? tableMembers : NONE) },
        { key: 'Views', type: object(viewMembers.length > 0 ? viewMembers : NONE) },
        { key: 'Functions', type: object(functionMembers.length > 0 ? functionMembers : NONE) },
        { key: 'Enums', type: object(enumMembers.length > 0 ? enumMembers : NONE) },
        { key: 'CompositeTypes', type: object(compositeMembers.length > 0 ? compositeMembers : NONE) },
      ]),
    },
  ]);

  const constants = [
    'export const Constants = {',
    `  ${key(SCHEMA)}: {`,
    ...(enums.length === 0
      ? ['    Enums: {},']
      : [
          '    Enums: {',
          ...enums.flatMap((e) => {
            const values = e.enums.map((v) => JSON.stringify(v));
            const line = `      ${key(e.name)}: [${values.join(', ')}],`;
            return line.length <= WIDTH ? [line] : [`      ${key(e.name)}: [`, ...values.map((v) => `        ${v},`), '      ],'];
          }),
          '    },',
        ]),
    '  },',
    '} as const',
  ];

  return [
    HEADER,
    JSON_TYPE,
    '',
    ...printTyped('export type Database = ', database, 0),
    '',
    HELPERS,
    '',
    ...constants,
    '',
  ].join('\n');
}

function relationshipsType(relationships: Relationship[]): TsType {
  return {
    kind: 'tuple',
    elements: relationships.map((r) =>
      object([
        { key: 'foreignKeyName', type: text(JSON.stringify(r.foreign_key_name)) },
        { key: 'columns', type: { kind: 'tuple', elements: r.columns.map((c) => text(JSON.stringify(c))) } },
        { key: 'isOneToOne', type: text(String(r.is_one_to_one)) },
        { key: 'referencedRelation', type: text(JSON.stringify(r.referenced_relation)) },
        { key: 'referencedColumns', type: { kind: 'tuple', elements: r.referenced_columns.map((c) => text(JSON.stringify(c))) } },
      ]),
    ),
  };
}

const HEADER = `/**
 * The enquiry database's types: rows, inserts and updates of its tables, and the arguments and
 * results of its SQL functions, in the shape \`supabase gen types typescript\` writes.
 *
 * Generated by \`npm run rowtypes\` (scripts/generate-row-types.ts) from the database that
 * \`supabase/migrations/\` create; do not edit. \`npm test\` fails when it is stale
 * (\`npm run rowtypes:check\`).
 *
 * @packageDocumentation
 */
`;

const JSON_TYPE = `export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]`;

// postgres-meta's helper types, as its Prettier pass prints them, for the default schema `public`.
const HELPERS = `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never`;

/** Options of {@link generateRowTypes}. */
export interface GenerateRowTypesOptions {
  /** Migrations folder; default `supabase/migrations` (with `supabase/roles.sql` beside it). */
  migrationsDir?: string;
}

/**
 * Applies the migrations to a fresh in-memory PGlite database and prints its `public` schema as
 * `supabase gen types typescript` does, under a header naming the command.
 * @returns the text of {@link ROW_TYPES_FILE}: deterministic (every list sorted by name).
 * @throws UnsupportedSchemaError when the schema has something the printer does not cover;
 *   whatever PGlite throws when a migration fails.
 */
export async function generateRowTypes(options: GenerateRowTypesOptions = {}): Promise<string> {
  const db = await createPGlite();
  try {
    await applyMigrations((sql) => db.exec(sql), { dir: options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR });
    return render(await readCatalog(db));
  } finally {
    await db.close();
  }
}
