import { evaluateSync, toJS, type DereferenceFunction, type ExprNode } from 'groq-js';

/**
 * Indexes for the embedded source. groq-js evaluates `*[filter]` by testing
 * every document, so a query that looks up each listed item's translation (`pageInLocale`,
 * `TRANSLATION_ID` in `queries.ts`) scans the dataset once per item, so the time grows with the square of the
 * documents. The Content Lake indexes such filters itself, so the queries stay as they are; the
 * embedded source instead rewrites their parsed trees to read an index, through groq-js's own
 * extension point for references (`dereference`), with the same result:
 *
 * - `*[_type == "region" && language == $locale && slug.current == ^.slug.current]` becomes a
 *   lookup of (`_type`, `language`, `slug.current`) by the values of `"region"`, `$locale` and
 *   `^.slug.current`; its other conditions (`!(_id in path("drafts.**"))`) still filter what
 *   the lookup finds. `x in translations[].value._ref` indexes each value of the array.
 * - When a key is not a string (null, a number), the lookup answers nothing and the original
 *   scan runs, so every edge of GROQ's equality stays groq-js's own.
 * - `ref->` finds its document by `_id` in a map instead of a scan.
 *
 * Indexes are built on first use, one per set of conditions, and kept: the dataset of an
 * embedded source never changes while it runs.
 */
export type GroqIndex = {
  /**
   * `tree` with each indexable `*[...]` reading the index; `tree` itself is left unchanged, and so
   * is every `Value` in it (a bound `$param`'s value is data, whatever its shape).
   */
  optimize(tree: ExprNode): ExprNode;
  /** groq-js's `dereference` option: `_id` lookups, and the lookups `optimize` writes. */
  dereference: DereferenceFunction;
};

const SEPARATOR = '\u0000';

type Node = ExprNode & Record<string, unknown>;

/** A condition a lookup answers: `element path == key` or `key in element path`. */
type Condition = { element: ExprNode; key: ExprNode; member: boolean };

/** The conjuncts of `a && b && c`. */
function conjuncts(node: ExprNode): ExprNode[] {
  return node.type === 'And' ? [...conjuncts(node.left), ...conjuncts(node.right)] : [node];
}

/** Whether `node` reads only the document being tested (`@`): a path such as `slug.current` or `translations[].value._ref`. */
function elementOnly(node: ExprNode | undefined): boolean {
  if (!node) return true;
  switch (node.type) {
    case 'This':
      return true;
    case 'AccessAttribute':
    case 'ArrayCoerce':
    case 'Deref':
    case 'Group':
      return elementOnly((node as Node).base as ExprNode | undefined);
    case 'AccessElement':
      return elementOnly(node.base);
    case 'Map':
    case 'FlatMap':
      return elementOnly(node.base) && elementOnly(node.expr);
    default:
      return false;
  }
}

/**
 * `node` as evaluated in the scope around the filter, or `null` when it reads the document
 * being tested: `^.slug.current` inside the filter is `@.slug.current` outside it.
 */
function lifted(node: ExprNode | undefined): ExprNode | null {
  if (!node) return null;
  switch (node.type) {
    case 'Value':
    case 'Parameter':
      return node;
    case 'Parent':
      return node.n === 1 ? { type: 'This' } : { ...node, n: node.n - 1 };
    case 'AccessAttribute': {
      const base = node.base ? lifted(node.base) : null;
      return base ? { ...node, base } : null;
    }
    case 'Deref':
    case 'Group': {
      const base = lifted(node.base);
      return base ? ({ ...node, base } as ExprNode) : null;
    }
    default:
      return null;
  }
}

/** `node` as a lookup condition, or `null`. */
function condition(node: ExprNode): Condition | null {
  if (node.type !== 'OpCall') return null;
  if (node.op === '==') {
    for (const [element, key] of [
      [node.left, node.right],
      [node.right, node.left],
    ] as const) {
      const outside = lifted(key);
      if (element.type !== 'Value' && element.type !== 'Parameter' && elementOnly(element) && outside) return { element, key: outside, member: false };
    }
  }
  if (node.op === 'in') {
    const outside = lifted(node.left);
    if (outside && elementOnly(node.right)) return { element: node.right, key: outside, member: true };
  }
  return null;
}

/** `"a" + "b" + ...`, which GROQ makes null when any part is not a string. */
function joined(parts: ExprNode[]): ExprNode {
  return parts.reduce((left, right) => ({ type: 'OpCall', op: '+', left, right }) as ExprNode);
}

/** The conditions a lookup answers, by their element paths: `key` holds each query's own values. */
type Specs = { ids: Map<string, number>; list: Condition[][]; marker: string };

/** Rewrites every indexable filter of `node`'s tree into a lookup; returns a copy, `node` is not changed. */
function rewrite(node: unknown, specs: Specs): unknown {
  if (Array.isArray(node)) return node.map((item) => rewrite(item, specs));
  if (!node || typeof node !== 'object') return node;
  // A Value holds data, not syntax: groq-js binds each `$param` into the tree as one, and a
  // parameter's value may itself look like a node (`{ type: "Filter" }`). groq-js's own tree
  // walkers stop at Values too.
  if ((node as Node).type === 'Value') return node;
  const mapped = Object.fromEntries(Object.entries(node).map(([name, value]) => [name, rewrite(value, specs)])) as Node;
  if (mapped.type !== 'Filter' || mapped.base.type !== 'Everything') return mapped;
  const all = conjuncts(mapped.expr);
  const found = all.map(condition);
  const used = found.filter((c): c is Condition => c !== null);
  if (used.length === 0) return mapped;
  const shape = JSON.stringify(used.map(({ element, member }) => [element, member]));
  let spec = specs.ids.get(shape);
  if (spec === undefined) specs.ids.set(shape, (spec = specs.list.push(used) - 1));
  const ref = joined([{ type: 'Value', value: `${specs.marker}${spec}` }, ...used.flatMap((c): ExprNode[] => [{ type: 'Value', value: SEPARATOR }, c.key])]);
  const lookup = { type: 'Deref', base: { type: 'Object', attributes: [{ type: 'ObjectAttributeValue', name: '_ref', value: ref }] } } as ExprNode;
  // coalesce(): a lookup that cannot run (a key that is not a string) is null, and the scan runs.
  const candidates = { type: 'FuncCall', namespace: 'global', name: 'coalesce', args: [lookup, mapped] } as unknown as ExprNode;
  const rest = all.filter((_, i) => found[i] === null);
  return rest.length === 0 ? candidates : ({ type: 'Filter', base: candidates, expr: rest.reduce((left, right) => ({ type: 'And', left, right }) as ExprNode) } as ExprNode);
}

/** An index key: the JSON of the condition values, so `1` and `"1"` stay apart. */
const keyOf = (values: readonly unknown[]) => JSON.stringify(values);

/**
 * An index of `dataset` for groq-js ({@link GroqIndex}): evaluated with `optimize(tree)` and
 * `dereference`, a query answers as groq-js answers it on `dataset` alone (as
 * checked against Sanity's GROQ test suite, https://github.com/sanity-io/groq-test-suite, in
 * `tests/unit/groq-test-suite.test.ts`).
 * @param dataset - what `*` lists, in that order: documents, and anything else a dataset may
 *   hold (null, a number), which is no document and which `->` never finds, as in groq-js
 * @throws never: neither this nor `optimize` (on any tree groq-js's `parse` returns, whatever
 *   its parameters' values); evaluation throws what groq-js throws
 */
export function createGroqIndex(dataset: readonly unknown[]): GroqIndex {
  const byId = new Map<string, object>();
  for (const doc of dataset) {
    if (!doc || typeof doc !== 'object') continue;
    const id = (doc as { _id?: unknown })._id;
    if (typeof id === 'string' && !byId.has(id)) byId.set(id, doc);
  }
  // A `_ref` is data: a document or a parameter can hold any string, so a fixed prefix could be
  // spelled by one and answered as a lookup where groq-js finds no document. A random one per
  // index cannot be.
  const specs: Specs = { ids: new Map(), list: [], marker: `${SEPARATOR}lookup${crypto.randomUUID()}${SEPARATOR}` };
  const indexes = new Map<number, Map<string, unknown[]>>();

  // groq-js gives what this returns to the query as it is (`fromJS`), so a lookup answers with
  // the list of documents its filter would keep, though the type names a single document.
  type Dereferenced = ReturnType<DereferenceFunction>;
  const dereference: DereferenceFunction = ({ _ref }) => {
    if (!_ref.startsWith(specs.marker)) return byId.get(_ref) as Dereferenced;
    const [spec, ...keys] = _ref.slice(specs.marker.length).split(SEPARATOR);
    const conditions = specs.list[Number(spec)];
    // A key that holds the separator itself: scan instead (the lookup's null).
    if (!conditions || keys.length !== conditions.length) return undefined;
    return (indexOf(Number(spec), conditions).get(keyOf(keys)) ?? []) as unknown as Dereferenced;
  };

  /** Each document under every combination of the values its condition paths hold. */
  function indexOf(spec: number, conditions: Condition[]): Map<string, unknown[]> {
    let index = indexes.get(spec);
    if (index) return index;
    index = new Map();
    for (const doc of dataset) {
      let combinations: unknown[][] = [[]];
      for (const { element, member } of conditions) {
        const value = toJS(evaluateSync(element, { root: doc, dataset: dataset as unknown[], dereference }));
        // Keys are strings (the lookup falls back to a scan for any other): index string values only.
        const values = (member ? (Array.isArray(value) ? value : []) : [value]).filter((v): v is string => typeof v === 'string');
        combinations = combinations.flatMap((partial) => [...new Set(values)].map((v) => [...partial, v]));
      }
      for (const combination of combinations) {
        const key = keyOf(combination);
        const list = index.get(key);
        if (list) list.push(doc);
        else index.set(key, [doc]);
      }
    }
    indexes.set(spec, index);
    return index;
  }

  return { optimize: (tree) => rewrite(tree, specs) as ExprNode, dereference };
}
