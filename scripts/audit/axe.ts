import { AxeBuilder } from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium';

/** One axe rule broken on one page; `nodes` is how many elements break it. */
export interface AxeViolation {
  path: string;
  rule: string;
  impact: string;
  nodes: number;
  target: string;
}

/**
 * Runs axe-core (all rules of its default run: WCAG 2.x A/AA and best practices) on every path,
 * at a desktop viewport, `concurrency` pages at a time.
 * @returns the violations of every page (any impact counts) and how many pages were checked.
 */
export async function runAxe(origin: string, paths: string[], concurrency = 3): Promise<{ checked: number; violations: AxeViolation[] }> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS],
  });
  const violations: AxeViolation[] = [];
  const queue = [...paths];
  try {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
        const page = await context.newPage();
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          await page.goto(origin + path, { waitUntil: 'load' });
          const { violations: found } = await new AxeBuilder({ page }).analyze();
          for (const v of found) {
            violations.push({ path, rule: v.id, impact: v.impact ?? 'unknown', nodes: v.nodes.length, target: String(v.nodes[0]?.target ?? '') });
          }
        }
        await context.close();
      }),
    );
  } finally {
    await browser.close();
  }
  return { checked: paths.length, violations };
}
