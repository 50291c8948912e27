import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium';

/** Form factors Lighthouse measures: its default (simulated Moto G Power on slow 4G) and desktop. */
export type FormFactor = 'mobile' | 'desktop';

/** The figures of one Lighthouse run; scores 0–100, LCP in ms, CLS unitless. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Audits that cost points (score < 1 in a scored category), for the report. */
  findings: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * What a 404 page must fail, skipped on it (Lighthouse then leaves them out of the category
 * scores): SEO's "Page has successful HTTP status code" and "Page isn't blocked from indexing"
 * (it is `noindex` on purpose).
 */
const EXPECTED_ON_404 = ['http-status-code', 'is-crawlable'];

/** The browser's own console line for the 404 document, the one console error a 404 page has. */
const NOT_FOUND_CONSOLE_LINE = 'the server responded with a status of 404';

/** Lighthouse's config for a form factor; for a 404 page its own console line is not an error. */
function configFor(formFactor: FormFactor, notFound: boolean): Config | undefined {
  const base: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
  if (!notFound) return base;
  return {
    ...(base ?? { extends: 'lighthouse:default' }),
    audits: [{ path: 'errors-in-console', options: { ignoredPatterns: [NOT_FOUND_CONSOLE_LINE] } }],
  };
}

function figures(lhr: Result): LighthouseFigures {
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const findings = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${id}: ${audit?.id} (${audit?.displayValue ?? audit?.score})`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    findings,
  };
}

/** A headless Chromium that Lighthouse drives; `close()` ends it. */
export interface LighthouseRunner {
  /**
   * One Lighthouse run of `url`; writes the full JSON report into `reportDir`. With
   * `notFound`, the page is expected to answer 404 (Lighthouse refuses such pages otherwise);
   * with `noindex`, to keep search engines out on purpose (a comparison), so
   * SEO's "Page isn't blocked from indexing" is left out of its score.
   * @throws Error when Lighthouse reports a runtime error (page did not load).
   */
  run(url: string, formFactor: FormFactor, reportName: string, expected?: { notFound?: boolean; noindex?: boolean }): Promise<LighthouseFigures>;
  close(): Promise<void>;
}

/**
 * Launches Chromium for Lighthouse 13 (`PLAYWRIGHT_CHROMIUM_PATH` or Debian's `/usr/bin/chromium`), with
 * Lighthouse's default throttling: simulated, so figures do not depend on this machine's network.
 */
export async function launchLighthouse(reportDir: string): Promise<LighthouseRunner> {
  mkdirSync(reportDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  // Origins this browser has loaded a page of, unmeasured (see below).
  const warmed = new Set<string>();
  return {
    async run(url, formFactor, reportName, { notFound = false, noindex = false } = {}) {
      const config = configFor(formFactor, notFound);
      // The first page a new Chromium loads paints late (long after its DOMContentLoaded, unlike
      // the pages after it), and Lighthouse's simulation charges the
      // page for it. One unmeasured load per origin, as a visitor's browser is already running.
      const origin = new URL(url).origin;
      if (!warmed.has(origin)) {
        warmed.add(origin);
        await lighthouse(origin, { port: chrome.port, logLevel: 'error', onlyAudits: ['first-contentful-paint'] }, config);
      }
      const flags = {
        port: chrome.port,
        logLevel: 'error' as const,
        output: 'json' as const,
        onlyCategories: [...CATEGORIES],
        ignoreStatusCode: notFound,
        skipAudits: notFound ? EXPECTED_ON_404 : noindex ? ['is-crawlable'] : undefined,
      };
      const result = await lighthouse(url, flags, config);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      writeFileSync(path.join(reportDir, `${reportName}.json`), JSON.stringify(lhr));
      if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
      return figures(lhr);
    },
    async close() {
      chrome.kill();
    },
  };
}
