import { describe, expect, it } from 'vitest';
import { BUDGETS, judgedRun, lighthouseMisses, medianRun } from '../../scripts/audit/budgets';
import type { LighthouseFigures, LighthouseRunner } from '../../scripts/audit/lighthouse';
import { onUseScriptUrls, scriptUrls, sharedByReactPages } from '../../scripts/bench/client-js';
import { formatTable } from '../../scripts/lib/table';

const perfect: LighthouseFigures = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 900, cls: 0, tbtMs: 0, findings: [] };

describe('audit budgets', () => {
  it('passes a run with every score 100, LCP under 1.2 s and CLS under 0.01', () => {
    expect(lighthouseMisses(perfect)).toEqual([]);
  });

  it('names every budget a run misses, including the limits themselves', () => {
    const misses = lighthouseMisses({ ...perfect, performance: 99, seo: 92, lcpMs: BUDGETS.lcpMs, cls: BUDGETS.cls });
    expect(misses).toEqual(['performance 99 < 100', 'seo 92 < 100', 'LCP 1200 ms >= 1200 ms', 'CLS 0.010 >= 0.01']);
  });

  it('treats a missing LCP figure as a miss', () => {
    expect(lighthouseMisses({ ...perfect, lcpMs: Number.NaN })).toHaveLength(1);
  });

  it('takes the run with the median performance score', () => {
    const runs = [93, 100, 96].map((performance) => ({ ...perfect, performance }));
    expect(medianRun(runs).performance).toBe(96);
    expect(() => medianRun([])).toThrow(/at least one run/);
  });

  it('judges a page by one run, or on a mobile miss by the median of three', async () => {
    const runner = (lcps: number[]): LighthouseRunner & { names: string[] } => {
      const names: string[] = [];
      return { names, run: async (_url, _form, name) => (names.push(name), { ...perfect, lcpMs: lcps[names.length - 1] ?? Number.NaN }), close: async () => {} };
    };
    const passing = runner([1100]);
    expect(await judgedRun(passing, 'http://x/', 'mobile', 'home')).toEqual({ figures: { ...perfect, lcpMs: 1100 }, runs: 1 });
    const missed = runner([1250, 1100, 1150]);
    const judged = await judgedRun(missed, 'http://x/', 'mobile', 'home');
    expect([judged.figures.lcpMs, judged.runs, missed.names]).toEqual([1150, 3, ['home', 'home-2', 'home-3']]);
    // Desktop has no budget to miss: never run again.
    expect((await judgedRun(runner([5000]), 'http://x/', 'desktop', 'home')).runs).toBe(1);
  });
});

describe('client JavaScript of a page', () => {
  it('lists script sources and script preloads once each, but not inline scripts or stylesheets', () => {
    const html = `<html><head>
      <link rel="stylesheet" href="/a.css"><link rel="preload" as="script" href="/b.js"><link rel="modulepreload" href="/m.js">
      <link rel="preload" as="font" href="/f.woff2">
      <script src="/b.js" async></script><script src="/c.js"></script><script>self.__next_f=[]</script>
      <script type="application/ld+json">{}</script></head></html>`;
    expect(scriptUrls(html)).toEqual(['/b.js', '/m.js', '/c.js']);
  });

  it('takes the runtime shared by React pages as the baseline for Studio chunks, ignoring pages without React', () => {
    const pages = [
      { scripts: ['/enhance.js'], onUse: [] },
      { scripts: ['/_next/static/chunks/react.js', '/_next/static/chunks/contact.js', '/enhance.js'], onUse: [] },
      { scripts: ['/enhance.js'], onUse: ['/_next/static/chunks/react.js', '/_next/static/chunks/formation.js'] },
    ];
    expect([...sharedByReactPages(pages)]).toEqual(['/_next/static/chunks/react.js', '/enhance.js']);
    expect(sharedByReactPages([pages[0]!]).size).toBe(0);
  });

  it('reads the scripts a form page loads on first use from #next-runtime', () => {
    const html = `<html><body><form></form><script type="application/json" id="next-runtime">{"scripts":["/_next/a.js","/_next/b.js"]}</script></body></html>`;
    expect(onUseScriptUrls(html)).toEqual(['/_next/a.js', '/_next/b.js']);
    expect(onUseScriptUrls('<html><body></body></html>')).toEqual([]);
  });
});

describe('formatTable', () => {
  it('pads text left-aligned and numbers right-aligned under a ruled header', () => {
    expect(formatTable(['page', 'req/s'], [['home', 950], ['404', 12000]])).toBe(
      ['page  req/s', '----  -----', 'home    950', '404   12000'].join('\n'),
    );
  });
});
