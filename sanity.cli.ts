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
    // TYPEGEN_OUT lets `npm run typegen:check` write a fresh copy to compare with the committed file.
    generates: process.env.TYPEGEN_OUT || './lib/content/sanity.types.ts',
    overloadClientMethods: false,
  },
});
