import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localeRedirectScript } from '@/lib/i18n/detect';
import { developmentCsp, previewCsp, scriptHash, siteCsp, studioCsp } from '@/lib/security/headers';

// The policies themselves. The browser side (no violation on any template) is
// tests/e2e/csp.spec.ts.

const directive = (csp: string, name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1] ?? null;

describe('Content-Security-Policy', () => {
  it("the site's scripts: 'self' and the hash of the home page's language script, nothing inline, no eval of any kind", () => {
    const csp = siteCsp();
    const expected = `'sha256-${createHash('sha256').update(localeRedirectScript()).digest('base64')}'`;
    expect(scriptHash(localeRedirectScript())).toBe(expected);
    expect(directive(csp, 'script-src')).toBe(`'self' ${expected}`);
    expect(csp).not.toMatch(/'(wasm-)?unsafe-eval'/);
    expect(directive(csp, 'default-src')).toBe("'self'");
    expect(directive(csp, 'object-src')).toBe("'none'");
  });

  it("allows the WordPress host's images when the home page reads WordPress", () => {
    expect(directive(siteCsp({ wordpressUrl: 'https://cms.example.com/blog' }), 'img-src')).toBe("'self' data: https://cdn.sanity.io https://cms.example.com");
    expect(directive(siteCsp({ wordpressUrl: 'not a url' }), 'img-src')).toBe("'self' data: https://cdn.sanity.io");
  });

  it('a preview allows its nonce and the Content Lake, never unsafe-inline', () => {
    const csp = previewCsp('abc123==', { sanityApiHost: 'http://127.0.0.1:3310' });
    expect(directive(csp, 'script-src')).toMatch(/^'self' 'nonce-abc123==' 'sha256-/);
    expect(directive(csp, 'connect-src')).toContain('http://127.0.0.1:3310');
    expect(csp).not.toContain('unsafe-inline\' ;');
    expect(directive(csp, 'script-src')).not.toMatch(/'unsafe-(inline|eval)'/);
  });

  it('the Studio has default-src and script-src, without eval; next dev may eval', () => {
    const studio = studioCsp();
    expect(directive(studio, 'default-src')).toBe("'self'");
    expect(directive(studio, 'script-src')).toBe("'self' 'unsafe-inline'");
    expect(directive(studio, 'connect-src')).toContain('wss://*.api.sanity.io');
    // Its UI font and version check, and a Content Lake of its own at <projectId>.<host>.
    expect(directive(studio, 'font-src')).toContain('https://design-system-static.sanity.io');
    expect(directive(studio, 'connect-src')).toContain('https://sanity-cdn.com');
    expect(directive(studioCsp({ studioApiHost: 'https://localhost:3310' }), 'connect-src')).toContain('https://*.localhost:3310 wss://*.localhost:3310');
    expect(directive(developmentCsp(), 'script-src')).toContain("'unsafe-eval'");
  });
});
