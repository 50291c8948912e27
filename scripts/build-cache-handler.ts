/**
 * Bundles Next's cache handler (`lib/light-pages/cache-handler.ts`) into
 * `.build/cache-handler.cjs`, the file `next.config.ts` names as `cacheHandler`: Next loads it
 * at run time with a plain `import()`, so it must be JavaScript. Runs before `next dev` and
 * `next build`.
 *
 * Usage: `tsx scripts/build-cache-handler.ts`
 */
import { build } from 'esbuild';

export const CACHE_HANDLER_FILE = '.build/cache-handler.cjs';

await build({
  entryPoints: ['lib/light-pages/cache-handler.ts'],
  outfile: CACHE_HANDLER_FILE,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node22',
  // Resolved from node_modules at run time: Next itself (so the handler extends the very
  // file-system cache the server runs) and the Redis client. The shared-cache library is bundled
  // from its ES modules: required as CommonJS from this "type": "module" package, its default
  // exports would arrive as the whole module object. pino (the logs, `lib/log/`) too, as Next
  // keeps it outside its own bundles: loaded from node_modules, it is the same module the server
  // uses, and pino-pretty, a devDependency, is looked up only under `next dev`. prom-client as
  // well: the page cache's series then live in the one registry the metrics port serves.
  external: ['next', 'next/*', '@redis/client', 'pino', 'pino-pretty', 'prom-client'],
  // `export default class` becomes `module.exports.default`, which Next's interopDefault reads.
  legalComments: 'none',
  logLevel: 'warning',
});
console.log(`${CACHE_HANDLER_FILE}: built`);
