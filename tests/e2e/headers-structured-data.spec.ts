import { expect, test, type APIRequestContext } from '@playwright/test';
import { findAll, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';

/** The JSON-LD blocks of a page's HTML, as a search engine reads them: no browser needed. */
const jsonLd = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const scripts = findAll((element) => element.name === 'script' && element.attribs.type === 'application/ld+json', parseDocument(await response.text()).children);
  return scripts.map((script) => JSON.parse(textContent(script)) as Record<string, unknown>);
};

test.describe('security headers and structured data', () => {
  test.skip(({ isMobile }) => isMobile, 'headers and markup do not depend on the viewport');

  // That they block nothing on the page: csp.spec.ts and layout.spec.ts, in a browser.
  test('every page response carries the security headers', async ({ request }) => {
    const response = await request.get('/denmark');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).toContain("form-action 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy']).not.toContain('nonce');
    // No inline script runs but ours, each allowed by its hash; WebAssembly
    // may be compiled, for the site search.
    const scriptSrc = /script-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '';
    expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  });

  test('the Studio gets its own policy, with the sources Sanity needs', async ({ request }) => {
    const response = await request.get('/studio');
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'unsafe-inline';");
    expect(csp).toContain('connect-src \'self\' https://*.api.sanity.io wss://*.api.sanity.io');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('the organisation, with its London address, is described on every page', async ({ request }) => {
    const organization = (await jsonLd(request, '/fees')).find((d) => d['@type'] === 'Organization') as Record<string, Record<string, string>>;
    expect(organization).toBeTruthy();
    expect(organization.address).toMatchObject({ addressLocality: 'London', addressRegion: 'Covent Garden' });
  });

  test('FAQ pages describe their questions as FAQPage', async ({ request }) => {
    const faq = (await jsonLd(request, '/legal-services')).find((d) => d['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity).toHaveLength(6);
    expect(faq.mainEntity[0]?.acceptedAnswer.text.length).toBeGreaterThan(20);
  });

  test('nested pages carry breadcrumbs', async ({ request }) => {
    const crumbs = (await jsonLd(request, '/da/denmark')).find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((i) => new URL(i.item).pathname)).toEqual(['/da', '/da/global-company-registration', '/da/global-registration/europe', '/da/denmark']);
  });
});
