import { DomUtils, parseDocument } from 'htmlparser2';
import { TEMPLATE_PAGES } from '../audit/routes';

/** The size budget for a sharing card. */
export const CARD_BUDGET_BYTES = 300 * 1024;

/**
 * Each template's sharing card on a running site: its size, the time to draw
 * it on the first request and to serve it from the cache on the second, and Next's cache verdict.
 * Pages whose `og:image` is no card of the site (an editor's own image) are listed as such.
 * @param origin - the site, e.g. `http://localhost:3201`; cards are asked for there, whatever host `og:image` names
 * @returns the table's rows and the budgets missed
 */
export async function socialCardBench(origin: string): Promise<{ rows: (string | number)[][]; failures: string[] }> {
  const rows: (string | number)[][] = [];
  const failures: string[] = [];
  for (const { template, path } of TEMPLATE_PAGES.filter((page) => page.template !== 'not-found')) {
    const html = await (await fetch(origin + path)).text();
    const meta = DomUtils.getElementsByTagName('meta', parseDocument(html)).find((element) => element.attribs.property === 'og:image');
    const image = meta?.attribs.content ? new URL(meta.attribs.content) : null;
    if (!image?.pathname.startsWith('/og/')) {
      rows.push([template, image?.href ?? 'none', '-', '-', '-', '-']);
      if (!image) failures.push(`${template}: no og:image`);
      continue;
    }
    const timed = async () => {
      const start = performance.now();
      const response = await fetch(origin + image.pathname);
      const bytes = (await response.arrayBuffer()).byteLength;
      return { ms: Math.round(performance.now() - start), bytes, cache: response.headers.get('x-nextjs-cache') ?? '-', status: response.status };
    };
    const first = await timed();
    const second = await timed();
    if (first.status !== 200) failures.push(`${template} card ${image.pathname}: HTTP ${first.status}`);
    if (first.bytes > CARD_BUDGET_BYTES) failures.push(`${template} card: ${(first.bytes / 1024).toFixed(1)} KB > ${CARD_BUDGET_BYTES / 1024} KB`);
    rows.push([template, image.pathname, Number((first.bytes / 1024).toFixed(1)), first.ms, second.ms, `${first.cache} / ${second.cache}`]);
  }
  return { rows, failures };
}

/** The table's header, for `formatTable`. */
export const SOCIAL_CARD_COLUMNS = ['template', 'card', 'KB', 'first request ms (drawn)', 'second ms (cached)', 'x-nextjs-cache'];
