import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // public/enhance.js, public/search.js and .build/ are built from components/enhance/ and lib/light-pages/ (scripts/build-*.ts); public/pagefind/ is where builds before issue 26 wrote the search index.
  globalIgnores(['**/.next/**', '.next-wp/**', '.next-audit/**', '.next-bench/**', '.next-bench-scale/**', '.next-cms/**', '.next-cms-audit/**', '.build/**', '.audit/**', 'out/**', '.sanity/**', 'node_modules/**', 'next-env.d.ts', 'lib/content/sanity.types.ts', 'test-results/**', 'playwright-report/**', 'public/enhance.js', 'public/search.js', 'public/pagefind/**']),
]);
