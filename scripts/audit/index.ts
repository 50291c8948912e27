/**
 * `npm run audit`: builds and starts the production site, then measures it
 * against the budgets in `./budgets.ts` and exits 1 when any is missed.
 *
 *   npm run audit                   build into .next-audit, then every check
 *   npm run audit -- --no-build     reuse the last .next-audit build
 *   npm run audit -- --only=lighthouse,html,links,axe
 *   npm run audit -- --only=lighthouse --templates=home,contact   Lighthouse on some templates
 *
 * Lighthouse runs first, alone, so the other checks do not steal its CPU. A mobile run that
 * misses a budget is measured twice more and the median (by performance score) counts.
 * Full Lighthouse reports: `.audit/lighthouse/*.json` (open in https://googlechrome.github.io/lighthouse/viewer/).
 */
import { parseArgs } from 'node:util';
import { LOCALES, DEFAULT_LOCALE } from '../../lib/i18n/locales';
import { buildSite, startSite, untilSearchReady } from '../lib/prod-server';
import { formatTable } from '../lib/table';
import { runAxe } from './axe';
import { BUDGETS, judgedRun, lighthouseMisses } from './budgets';
import { validateHtml } from './html-validity';
import { launchLighthouse, type FormFactor } from './lighthouse';
import { crawlLinks } from './links';
import { MISSING_PATH, sitemapPaths, TEMPLATE_PAGES } from './routes';

const PORT = 3200;
const CHECKS = ['lighthouse', 'html', 'links', 'axe'] as const;
type Check = (typeof CHECKS)[number];

const { values } = parseArgs({
  options: { 'no-build': { type: 'boolean' }, only: { type: 'string' }, templates: { type: 'string' } },
});
const only = new Set((values.only?.split(',') ?? CHECKS) as Check[]);
for (const check of only) if (!CHECKS.includes(check)) throw new Error(`Unknown check "${check}" in --only; use ${CHECKS.join(',')}`);
const TEMPLATES = TEMPLATE_PAGES.map((page) => page.template);
const templates = new Set(values.templates?.split(',') ?? TEMPLATES);
for (const template of templates) {
  if (!TEMPLATES.includes(template)) throw new Error(`Unknown template "${template}" in --templates; use ${TEMPLATES.join(',')}`);
}

const failures: string[] = [];
const section = (title: string) => console.log(`\n== ${title}`);

async function lighthouseSection(origin: string): Promise<void> {
  const runner = await launchLighthouse('.audit/lighthouse');
  const rows: (string | number)[][] = [];
  const findings = new Set<string>();
  try {
    for (const { template, path, noindex } of TEMPLATE_PAGES.filter((page) => templates.has(page.template))) {
      for (const formFactor of ['mobile', 'desktop'] as FormFactor[]) {
        const name = `${template}-${formFactor}`;
        const expected = { notFound: path === MISSING_PATH, noindex };
        const { figures: f, runs } = await judgedRun(runner, origin + path, formFactor, name, expected);
        const misses = formFactor === 'mobile' ? lighthouseMisses(f) : [];
        misses.forEach((miss) => failures.push(`Lighthouse ${template} (${path}) mobile: ${miss}`));
        f.findings.forEach((finding) => findings.add(`${template} ${formFactor}: ${finding}`));
        rows.push([template, formFactor, f.performance, f.accessibility, f.bestPractices, f.seo, Math.round(f.lcpMs), Number(f.cls.toFixed(3)), Math.round(f.tbtMs), runs, misses.length ? 'FAIL' : 'ok']);
      }
    }
  } finally {
    await runner.close();
  }
  console.log(formatTable(['template', 'form', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'CLS', 'TBT ms', 'runs', 'budget'], rows));
  if (findings.size) console.log(`\nAudits that cost points:\n  ${[...findings].join('\n  ')}`);
}

async function htmlSection(origin: string, paths: string[]): Promise<void> {
  const { checked, errors } = await validateHtml(origin, paths);
  console.log(`${checked} pages checked with the Nu HTML Checker, ${errors.length} errors`);
  for (const e of errors.slice(0, 40)) console.log(`  ${e.path}:${e.line ?? '?'}  ${e.message}`);
  if (errors.length) failures.push(`HTML: ${errors.length} errors`);
}

async function linksSection(origin: string): Promise<void> {
  const starts = LOCALES.map((locale) => (locale === DEFAULT_LOCALE ? '/' : `/${locale}`));
  const report = await crawlLinks(origin, starts);
  console.log(`${report.pages} pages crawled, ${report.checked} links checked, ${report.broken.length} broken, ${report.external} links to other sites not fetched`);
  for (const b of report.broken.slice(0, 40)) console.log(`  ${b.status ?? 'error'} ${b.url}  (on ${b.parent ?? '?'})`);
  if (report.broken.length) failures.push(`Links: ${report.broken.length} broken`);
}

async function axeSection(origin: string, paths: string[]): Promise<void> {
  const { checked, violations } = await runAxe(origin, paths);
  console.log(`${checked} pages checked with axe-core, ${violations.length} violations`);
  for (const v of violations.slice(0, 40)) console.log(`  ${v.path}  ${v.impact} ${v.rule} (${v.nodes} elements, first: ${v.target})`);
  if (violations.length) failures.push(`axe: ${violations.length} violations`);
}

async function main(): Promise<void> {
  const started = performance.now();
  if (!values['no-build']) {
    console.log('Building the production site into .next-audit …');
    const build = await buildSite({ port: PORT });
    console.log(`Built ${build.pages ?? '?'} pages in ${(build.ms / 1000).toFixed(1)} s`);
  }
  const server = await startSite({ port: PORT });
  try {
    // Measured once the start's check of the search records is done.
    await untilSearchReady(server);
    const paths = await sitemapPaths(server.origin);
    console.log(`Auditing ${server.origin}: ${paths.length} paths (sitemap, every locale, plus a 404)`);
    if (only.has('lighthouse')) {
      section(`Lighthouse 13 (budget on mobile: every score ${BUDGETS.score}, LCP < ${BUDGETS.lcpMs} ms, CLS < ${BUDGETS.cls})`);
      await lighthouseSection(server.origin);
    }
    if (only.has('html')) {
      section('HTML validity (vnu-jar), every path; budget 0 errors');
      await htmlSection(server.origin, paths);
    }
    if (only.has('links')) {
      section('Link crawl (linkinator) of every locale; budget 0 broken');
      await linksSection(server.origin);
    }
    if (only.has('axe')) {
      section('Accessibility (axe-core), every path; budget 0 violations');
      await axeSection(server.origin, paths);
    }
  } finally {
    server.stop();
  }
  section(`Result after ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (failures.length) {
    console.log(`FAIL: ${failures.length} budgets missed\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('PASS: every budget met');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
