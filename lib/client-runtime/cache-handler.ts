import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { clientRuntimeOf, routeOfCacheKey } from './modes';
import { stripRuntime } from './strip';

type FileSystemCacheClass = typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
type SetArgs = Parameters<InstanceType<FileSystemCacheClass>['set']>;

// Next's module is CommonJS with `exports.default`; bundled as CommonJS this may arrive either way.
const FileSystemCache: FileSystemCacheClass =
  (FileSystemCacheModule as unknown as { default?: FileSystemCacheClass }).default ?? (FileSystemCacheModule as unknown as FileSystemCacheClass);

/**
 * Next's incremental cache handler (`cacheHandler` in next.config.ts), so that a page Next
 * renders at run time (webhook revalidation, a new document's first visit, the WordPress home
 * page's 5-minute refresh) is as light as the same page of a fresh build (issue 13, part 2).
 *
 * It is Next's own file-system cache, whose `set` first takes the client runtime off the page's
 * HTML as the page's route declares (`./modes.ts`, `./strip.ts`): the same transform
 * `scripts/strip-runtime.ts` applies after `next build`. The RSC payload is kept, so a form
 * page can still load React on first use.
 *
 * The HTML is changed on the entry object Next passes in: Next answers the request that
 * triggered the render with that same object after storing it, so that visitor gets the light
 * page too. If stripping fails (Next's output changed shape), the page is stored as rendered,
 * heavier but working, and the error is logged.
 *
 * Built by `scripts/build-enhance.ts` into `.build/cache-handler.cjs` (Next loads it with a plain
 * `import()`, so it must be JavaScript). Vercel ignores `cacheHandler`: see the README,
 * "Publishing and preview".
 */
export default class LightPageCacheHandler extends FileSystemCache {
  override async set(...[key, data, ctx]: SetArgs): Promise<void> {
    // An error answer (a `notFound()` rendered at run time) is Next's shell that React fills on
    // the client (vercel/next.js#62228): without the runtime it would be blank, so it stays whole.
    if (data && data.kind === 'APP_PAGE' && typeof data.html === 'string' && (data.status ?? 200) < 400) {
      const route = routeOfCacheKey(key);
      const mode = route ? clientRuntimeOf(route) : undefined;
      if (!route) console.error(`cache-handler: no client-runtime mode declared for cache key ${key}; stored as rendered`);
      if (mode === 'none' || mode === 'on-use') {
        try {
          data.html = stripRuntime(data.html, mode);
        } catch (error) {
          console.error(`cache-handler: could not take the runtime off ${key}; stored as rendered.`, error);
        }
      }
    }
    return super.set(key, data, ctx);
  }
}
