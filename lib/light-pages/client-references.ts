import { runInNewContext } from 'node:vm';

/** The part of a route's `page_client-reference-manifest.js` read here. */
export type ClientReferenceManifest = {
  /** Client modules by bundler path (`[project]/components/forms/ContactForm.tsx`), with their id. */
  clientModules: Record<string, { id: string | number }>;
};

/**
 * Client modules a page may reference and still ship no React: Next's own (layout router,
 * boundaries, metadata), next-intl's provider, and lucide-react's `Icon` (marked `'use client'`
 * for its context, but a stateless SVG whose server HTML is complete). None has behaviour that
 * needs hydration, so the server HTML is the whole page.
 */
const RUNTIME_FREE = [
  /^\[project\]\/node_modules\/next\/dist\//,
  /^\[project\]\/node_modules\/next-intl\/dist\/.*\/NextIntlClientProvider\.js$/,
  /^\[project\]\/node_modules\/lucide-react\/dist\/esm\/Icon\.mjs$/,
];

/**
 * Reads the manifest Next writes beside a page bundle (`.next/server/app/<route>/page_client-reference-manifest.js`),
 * a script that assigns `globalThis.__RSC_MANIFEST[<route>/page]`.
 * @param code - the file's text
 * @throws Error when the file does not assign exactly one manifest (Next's output changed)
 */
export function parseClientReferenceManifest(code: string): ClientReferenceManifest {
  const sandbox: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
  runInNewContext(code, sandbox);
  const manifests = Object.values(sandbox.__RSC_MANIFEST ?? {});
  if (manifests.length !== 1 || typeof manifests[0]?.clientModules !== 'object') {
    throw new Error('client-reference manifest: expected one globalThis.__RSC_MANIFEST entry with clientModules');
  }
  return manifests[0];
}

/**
 * The client modules a rendered page references: the `I[<id>, …]` rows of its RSC payload
 * (the route's `.rsc`), resolved to bundler paths through the route's manifest.
 * @returns sorted paths; an id the manifest lacks is returned as `#<id>`
 */
export function referencedClientModules(rsc: string, manifest: ClientReferenceManifest): string[] {
  const pathById = new Map<string, string>();
  for (const [path, { id }] of Object.entries(manifest.clientModules)) pathById.set(String(id), path);
  const paths = new Set<string>();
  for (const match of rsc.matchAll(/^[0-9a-f]+:I\[(?:"([^"]*)"|(\d+)),/gm)) {
    const id = match[1] ?? match[2] ?? '';
    paths.add(pathById.get(id) ?? `#${id}`);
  }
  return [...paths].sort();
}

/**
 * The client components of `paths` that would need React on the client, i.e. everything but
 * Next's own modules and next-intl's provider. A page declared `none` must have none: it ships
 * no React, so such a component would render but never hydrate.
 */
export function clientComponentsNeedingReact(paths: readonly string[]): string[] {
  return paths.filter((path) => !RUNTIME_FREE.some((pattern) => pattern.test(path)));
}
