import { describe, expect, it } from 'vitest';
import { stripRuntime } from '@/lib/light-pages/strip';

const page = (body: string) =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>' +
  '<script src="/_next/static/chunks/c.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>' +
  '<script async="" type="module" src="/enhance.js"></script>' +
  `</head><body>${body}` +
  '<script type="application/ld+json">{"@type":"Organization"}</script>' +
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/c.js"],"runtimeModuleIds":[7]});</script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script>self.__next_f.push([1,"0:{}"])</script></body></html>';

describe('stripRuntime (content pages without the Next.js runtime, form pages load it on use, as the route declares)', () => {
  it('removes Next chunks, their preload, the bootstrap and the RSC payload, and keeps the rest byte for byte', () => {
    const stripped = stripRuntime(page('<main><h1>Denmark</h1></main>'), 'none');
    expect(stripped).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
        '<script async="" type="module" src="/enhance.js"></script>' +
        '</head><body><main><h1>Denmark</h1></main>' +
        '<script type="application/ld+json">{"@type":"Organization"}</script></body></html>',
    );
  });

  it('on a page declared on-use cuts every inline script of Next too, and writes chunks and bootstrap data for later', () => {
    const html = stripRuntime(page('<form action="/contact"><input name="email"/></form>'), 'on-use');
    // No inline script left to run: the CSP needs no 'unsafe-inline'.
    expect(html).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
        '<script async="" type="module" src="/enhance.js"></script>' +
        '</head><body><form action="/contact"><input name="email"/></form>' +
        '<script type="application/ld+json">{"@type":"Organization"}</script>' +
        '<script type="application/json" id="next-runtime">{"scripts":["/_next/static/chunks/c.js"],"turbopack":[{"otherChunks":["static/chunks/c.js"],"runtimeModuleIds":[7]}]}</script></body></html>',
    );
  });

  it('stops on a bootstrap of another shape, which the runtime loader would not reproduce', () => {
    const odd = page('').replace('.push([0])</script>', '.push([0]);self.__next_f.push([2,null])</script>');
    expect(() => stripRuntime(odd, 'on-use')).toThrow(/unknown Next bootstrap script/);
  });

  it('changes nothing on a second run', () => {
    for (const mode of ['none', 'on-use'] as const) {
      const once = stripRuntime(page('<form action="/contact"><input name="email"/></form>'), mode);
      expect(stripRuntime(once, mode)).toBe(once);
    }
  });

  it('stops on an inline script it does not know, so Next output changes cannot slip through', () => {
    expect(() => stripRuntime(page('<script>$RC("B:0","S:0")</script>'), 'none')).toThrow(/unknown inline script/);
  });

  it('follows the declaration, not the markup: a form on a page declared none loses the runtime too', () => {
    expect(stripRuntime(page('<form action="/x"></form>'), 'none')).not.toContain('__next_f');
  });
});
