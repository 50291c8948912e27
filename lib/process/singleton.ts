/**
 * Process-wide state, kept on `globalThis` under one key prefix.
 *
 * Next bundles the route handlers, the pages, the proxy and `instrumentation.ts` apart, and the
 * cache handler is built apart again (`.build/cache-handler.cjs`): each bundle has its own copy of
 * every module, so a module-level variable is one per bundle, not one per process. What must be
 * one per process (a database that locks its folder, a metrics registry, a flag one bundle sets
 * and another reads) lives on `globalThis` instead, under a `Symbol.for` key, which every bundle
 * of the process resolves to the same symbol. The keys all come from this module, so every bundle
 * that imports it, however it was built, meets under the same names.
 *
 * A name is owned by one module, which alone reads and writes it, with one type.
 */

/** The prefix of every key: the package's name, so no other library's global is taken. */
const PREFIX = 'corporate-formation-site.';

/** One named value of this process: unset until {@link ProcessSlot.set}. */
export interface ProcessSlot<T> {
  /** The value, or `undefined` when it is unset or was cleared. */
  get(): T | undefined;
  /** Sets or replaces the value, for every bundle of this process. */
  set(value: T): void;
  /** Unsets the value, so the next {@link processSingleton} of the same name makes it again. */
  clear(): void;
}

type Holder = Record<symbol, unknown>;

/**
 * The slot `name` of this process, for a value that is set, replaced or cleared by its module
 * (a flag, a timestamp, a client made again for another configuration).
 * @param name - unique within the site, e.g. `search-database`; prefixed here
 */
export function processSlot<T>(name: string): ProcessSlot<T> {
  const key = Symbol.for(PREFIX + name);
  const holder = globalThis as unknown as Holder;
  return {
    get: () => holder[key] as T | undefined,
    set: (value) => {
      holder[key] = value;
    },
    clear: () => {
      delete holder[key];
    },
  };
}

/**
 * The value `name` of this process: made by `make` on the first call in any bundle, the same
 * object afterwards. A value that must be made again after a failure clears its
 * {@link processSlot} of the same name.
 * @param name - unique within the site, e.g. `metrics`; prefixed here
 * @param make - called at most once while the value is set; what it throws reaches the caller
 *   and nothing is kept
 */
export function processSingleton<T>(name: string, make: () => T): T {
  const slot = processSlot<T>(name);
  const held = slot.get();
  if (held !== undefined) return held;
  const made = make();
  slot.set(made);
  return made;
}
