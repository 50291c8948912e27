import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The dependency rule of docs/architecture.md ("Dependency rule"), kept by the linter: each zone
 * names files (`target`) that must not import from the folders in `from`. Layers run one way:
 * app -> components -> lib; studio -> schemas -> lib; seed holds the embedded content and reads
 * lib's types, and only the two lib adapters that load it import it; scripts and tests sit on
 * top, and scripts never import tests (CI and the tools must not depend on test code).
 */
/**
 * Inside lib, folders run one way too, so no folder loops where the file-level cycle check sees
 * none: shared helpers sit below the features that use them, and the company's figures
 * (`lib/facts`) below the content that states them.
 */
const LIB_HELPERS = ['config', 'database', 'http', 'i18n', 'log', 'security', 'telemetry', 'text'];
const LIB_FEATURES = ['compare', 'content', 'enquiries', 'facts', 'health', 'images', 'light-pages', 'publish', 'routing', 'search', 'seo', 'social-card', 'startup', 'wordpress'];
const LIB_ZONES = [
  {
    target: LIB_HELPERS.map((folder) => `./lib/${folder}`),
    from: LIB_FEATURES.map((folder) => `./lib/${folder}`),
    message: 'A shared helper of lib (config, i18n, log, …) must not depend on a feature folder: move the shared part down into a helper folder.',
  },
  {
    target: LIB_FEATURES.filter((folder) => folder !== 'publish').map((folder) => `./lib/${folder}`),
    from: './lib/publish',
    message: 'lib/publish runs a publish over the other folders (content, search, telemetry): none of them calls back up into it.',
  },
  {
    target: './lib/search',
    from: './lib/enquiries',
    message: 'The site search reads what pages show from their content and messages; what the forms promise (founders, retention) is in lib/config/enquiry-rules.ts.',
  },
  {
    target: './lib/facts',
    from: LIB_FEATURES.filter((folder) => folder !== 'facts').map((folder) => `./lib/${folder}`),
    message: 'lib/facts formats the figures lib/content and lib/compare show: it sits below them and depends on helpers only.',
  },
];

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
