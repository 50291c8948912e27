'use client';

import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes, SINGLETON_TYPES } from '../schemas';
import { structure } from './structure';

/**
 * The embedded Studio at /studio. Without `NEXT_PUBLIC_SANITY_PROJECT_ID` it still loads and
 * shows Sanity's "couldn't reach" screen; editors need a real project (see README).
 */
export default defineConfig({
  name: 'default',
  title: 'Corporate site content',
  basePath: '/studio',
  projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || 'unconfigured',
  dataset: process.env.NEXT_PUBLIC_SANITY_DATASET || 'production',
  plugins: [structureTool({ structure }), visionTool({ defaultApiVersion: '2025-10-01' })],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the structure, never created from the "new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !(SINGLETON_TYPES as readonly string[]).includes(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      (SINGLETON_TYPES as readonly string[]).includes(schemaType)
        ? actions.filter(({ action }) => action && ['publish', 'discardChanges', 'restore'].includes(action))
        : actions,
  },
});
