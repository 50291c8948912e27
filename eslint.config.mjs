import { readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Inside lib, folders run one way: each folder may import only the folders listed before it,
 * so no two folders import each other, directly or through others, which the file-level cycle
 * check cannot see (it follows files, and skips type-only imports). The shared helpers come
 * first, then the features; lib/facts (the company's figures) and lib/wordpress (an adapter) sit
 * below lib/content, which uses them. A new folder takes its place here: the config refuses a
 * folder of lib it does not list.
 */
const LIB_ORDER = [
  // Shared helpers.
  'log', 'process', 'i18n', 'text', 'http', 'icons', 'config', 'database', 'security', 'telemetry',
  // Features, each above the ones it uses.
  // lib/search reads what pages show, never what the forms promise (lib/config/enquiry-rules.ts);
  // lib/publish runs a publish over content and search, and only the app and the proxy call it.
  // lib/translate machine-translates an English document for a Studio caller, read from the lake.
  'facts', 'wordpress', 'light-pages', 'content', 'compare', 'images', 'seo', 'routing', 'search', 'enquiries', 'translate', 'publish', 'social-card', 'health', 'startup',
];
const unlisted = readdirSync(new URL('./lib', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory() && !LIB_ORDER.includes(entry.name));
if (unlisted.length > 0) throw new Error(`eslint.config.mjs: give lib/${unlisted[0]?.name} its place in LIB_ORDER`);
const LIB_ZONES = LIB_ORDER.slice(0, -1).map((folder, i) => ({
  target: `./lib/${folder}`,
  from: LIB_ORDER.slice(i + 1).map((above) => `./lib/${above}`),
  message: `lib/${folder} may import only the lib folders before it in LIB_ORDER (eslint.config.mjs), so no two folders import each other: move what both need into a folder below both.`,
}));

/**
 * The dependency rule of docs/architecture.md ("Dependency rule"), kept by the linter: each zone
 * names files (`target`) that must not import from the folders in `from`. Layers run one way:
 * app -> components -> lib; studio -> schemas -> lib; seed holds the embedded content and reads
 * lib's types, and only the two lib adapters that load it import it; scripts and tests sit on
 * top, and scripts never import tests (CI and the tools must not depend on test code).
 */
const LAYERS = [
  { target: './lib', from: ['./app', './components', './studio', './schemas', './scripts', './tests'], message: 'lib is the bottom layer (app -> components -> lib): move the shared code into lib instead.' },
  { target: ['./lib/!(content)/**/*', './lib/content/!(embedded-source|seed-push).ts'], from: ['./seed/**/*'], message: 'Only lib/content/embedded-source.ts and seed-push.ts read the seed; everything else goes through lib/content.' },
  { target: './components', from: ['./app', './studio', './schemas', './seed', './scripts', './tests'], message: 'components sit below app and read content through lib/content (app -> components -> lib).' },
  { target: './app', from: ['./scripts', './tests'], message: 'app must not depend on scripts or tests.' },
  { target: './schemas', from: ['./studio', './app', './components', './seed', './scripts', './tests'], message: 'studio imports schemas, never the reverse: put what both need in schemas/ or lib/.' },
  { target: './studio', from: ['./app', './components', './seed', './scripts', './tests'], message: 'studio depends on schemas and lib only.' },
  { target: './seed', from: ['./app', './components', './studio', './schemas', './scripts', './tests'], message: 'seed is content: it may use lib\'s types and helpers only.' },
  { target: './scripts', from: ['./tests'], message: 'scripts never import tests: move what both need into scripts/lib or scripts/loopback.' },
  ...LIB_ZONES,
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // The cycle check parses every module an import names; without this it also parsed the
    // packages' type declarations (sanity's alone are large), which made lint slow.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones: LAYERS }],
    },
  },
  {
    // A function a reader can hold in view: split a longer one along its seams. Test files are
    // exempt (a test's steps read best in one callback); the helpers they share are not.
    files: ['{app,components,lib,schemas,studio,scripts,seed}/**/*.{ts,tsx,mjs,js}', 'tests/**/*.{ts,tsx,mjs}', '*.{ts,mjs}'],
    ignores: ['tests/**/*.{spec,test}.ts', 'lib/enquiries/database.types.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  // public/enhance.js, public/search.js and .build/ are built from components/widgets/ and lib/light-pages/ (scripts/build-*.ts).
  globalIgnores(['**/.next/**', '.next-*/**', '.data/**', '.build/**', '.audit/**', 'out/**', '.sanity/**', 'node_modules/**', 'next-env.d.ts', 'lib/content/sanity.types.ts', 'test-results/**', 'playwright-report/**', 'public/enhance.js', 'public/search.js']),
]);
