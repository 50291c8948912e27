import { LinkChecker, LinkState } from 'linkinator';

/** A link that does not resolve; `parent` is the page that holds it. */
export interface BrokenLink {
  url: string;
  status?: number;
  parent?: string;
}

/** What the crawl saw: pages crawled, links checked, links to other sites left unchecked. */
export interface LinkReport {
  pages: number;
  checked: number;
  external: number;
  broken: BrokenLink[];
}

/**
 * Crawls the whole site with linkinator from every locale's home page, following every
 * same-origin link (anchors, images, scripts, stylesheets, hreflang alternates) and `#fragment`
 * targets. Links to other origins are counted but not fetched: this machine is offline, and
 * the site's only ones are `mailto:`/`tel:` and Sanity's image CDN.
 */
export async function crawlLinks(origin: string, startPaths: string[]): Promise<LinkReport> {
  const checker = new LinkChecker();
  let pages = 0;
  checker.on('pagestart', () => (pages += 1));
  const external = new Set<string>();
  const result = await checker.check({
    path: startPaths.map((p) => origin + p),
    recurse: true,
    checkFragments: true,
    concurrency: 8,
    timeout: 20_000,
    linksToSkip: async (link) => {
      const isExternal = !link.startsWith(origin);
      if (isExternal) external.add(link);
      return isExternal;
    },
  });
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => ({ url: link.url, status: link.status, parent: link.parent }));
  const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED).length;
  return { pages, checked, external: external.size, broken };
}
