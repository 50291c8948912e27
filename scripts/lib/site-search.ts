import type { Page } from '@playwright/test';
import { SiteSearchContract } from '../../components/widgets/site-search/contract';

/**
 * What the site search on `/search` lists for `query`, as a visitor typing it would see: the
 * results' links (`/iceland`, `/pricing`). Each call loads the page again and searches anew.
 * @param base - what comes before `/search`: `''` for English on the project's baseURL, `/da`,
 *   or another origin (`http://localhost:3104`)
 */
export async function searchResults(page: Page, query: string, base = ''): Promise<string[]> {
  await page.goto(`${base}/search`);
  const results = page.locator(`main ${SiteSearchContract.ResultsSelector}`);
  await page.locator(`main ${SiteSearchContract.InputSelector}`).fill(query);
  // Attached, not visible: a list with no result is hidden.
  await page.locator(`main ${SiteSearchContract.ResultsSelector}[${SiteSearchContract.DataQuery}="${query}"]`).waitFor({ state: 'attached' });
  return results.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The page a result leads to, without the section: `/iceland#key-facts` -> `/iceland`. */
export const pageOf = (href: string): string => href.split('#')[0] ?? href;
