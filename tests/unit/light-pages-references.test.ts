import { describe, expect, it } from 'vitest';
import { clientComponentsNeedingReact, parseClientReferenceManifest, referencedClientModules } from '@/lib/light-pages/client-references';
import { clientRuntimeOf, routeOfCacheKey } from '@/lib/light-pages/modes';

const manifestFile =
  'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
  'globalThis.__RSC_MANIFEST["/[locale]/[slug]/page"] = {"clientModules":{' +
  '"[project]/node_modules/next/dist/esm/client/components/layout-router.js":{"id":339756},' +
  '"[project]/node_modules/next-intl/dist/esm/production/shared/NextIntlClientProvider.js":{"id":175696},' +
  '"[project]/node_modules/lucide-react/dist/esm/Icon.mjs":{"id":505014},' +
  '"[project]/components/forms/ContactForm.tsx":{"id":465277}}};';

describe('client references of a page (the build refuses a mismatch)', () => {
  const manifest = parseClientReferenceManifest(manifestFile);

  it('reads the client modules a page renders from its RSC payload', () => {
    const rsc = '3:I[339756,["$2"],"default"]\n18:I[175696,["$2"],"default"]\n4c:I[465277,["$2"],"ContactForm"]\n0:{"a":"$L3"}\n';
    expect(referencedClientModules(rsc, manifest)).toEqual([
      '[project]/components/forms/ContactForm.tsx',
      '[project]/node_modules/next-intl/dist/esm/production/shared/NextIntlClientProvider.js',
      '[project]/node_modules/next/dist/esm/client/components/layout-router.js',
    ]);
  });

  it("finds our client components, not Next's, next-intl's provider or lucide's Icon", () => {
    const all = Object.keys(manifest.clientModules);
    expect(clientComponentsNeedingReact(all)).toEqual(['[project]/components/forms/ContactForm.tsx']);
  });

  it('refuses a manifest file of another shape', () => {
    expect(() => parseClientReferenceManifest('globalThis.x = 1;')).toThrow(/one globalThis.__RSC_MANIFEST entry/);
  });

  it('declares the routes, and names the route of a response-cache key', () => {
    expect(clientRuntimeOf('/[locale]/contact')).toBe('on-use');
    expect(clientRuntimeOf('/[locale]/[slug]')).toBe('none');
    expect(clientRuntimeOf('/[locale]/new')).toBeUndefined();
    // The key of /en/denmark in a Next 16 build (.next/server/app/en/denmark.meta, routeCache.key).
    expect(routeOfCacheKey('/route-cache/APP_PAGE/12ec265cce952ce4ad5e084eeb94a7dada82ecd456f060ab56d272483301ab90/$/en/denmark')).toBe('/[locale]/[slug]');
    expect(routeOfCacheKey('/en/denmark')).toBeUndefined();
  });
});
