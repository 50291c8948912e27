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
    // The generated file then registers every query's result type under the query's text
    // (`SanityQueries`), so a fetch's result follows from its query (`lib/content/source.ts`)
    // and a hand-written pairing cannot name the wrong one.
    // https://www.sanity.io/docs/apis-and-sdks/sanity-typegen
    overloadClientMethods: true,
  },
});
