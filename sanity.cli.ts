import { defineCliConfig } from 'sanity/cli';

/** Sanity CLI settings: project, dataset and where `sanity typegen generate` reads and writes. */
export default defineCliConfig({
  api: {
    projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || 'unconfigured',
    dataset: process.env.NEXT_PUBLIC_SANITY_DATASET || 'production',
  },
  typegen: {
    path: './lib/content/queries.ts',
    schema: './.sanity/schema.json',
    generates: './lib/content/sanity.types.ts',
    overloadClientMethods: false,
  },
});
