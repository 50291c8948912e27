import { documentInternationalization } from '@sanity/document-internationalization';
import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';
import { LANGUAGES } from '../lib/i18n/locales';
import { LOCALIZED_TYPES, schemaTypes, SINGLETON_TYPES } from '../schemas';
import { FactsInput } from './facts-input';
import { DRAFT_MODE_ENABLE_PATH, locations, mainDocuments } from './presentation';
import { publishRefusedWords, settledPublish } from './settled-publish';
import { BehindEnglishBadge } from './stale-translations';
import { MachineTranslatedBadge, TranslateFromEnglishAction } from './translate-action';
import { structure } from './structure';
import type { StudioSettings } from './settings';
import { LIST_TEMPLATE_IDS, listTemplates } from './templates';

const isSingleton = (schemaType: string) => (SINGLETON_TYPES as readonly string[]).includes(schemaType);
const isLocalized = (schemaType: string) => (LOCALIZED_TYPES as readonly string[]).includes(schemaType);

/**
 * The "new document" templates `@sanity/document-internationalization` adds per type and
 * language: a document starts in English from the global menu, and a translation starts from
 * its English document with the language menu, so these are offered only inside lists.
 */
const PLUGIN_TEMPLATE_IDS: readonly string[] = LOCALIZED_TYPES.flatMap((type) => [
  `${type}-parameterized`,
  ...LANGUAGES.map(({ code }) => `${type}-${code}`),
]);

/**
 * The Studio's configuration for a project (`settings`: the embedded Studio at /studio gets them
 * from the server at each load, `sanity.config.ts` from the environment for the CLI). Without a
 * project it still loads and shows Sanity's "couldn't reach" screen; editors need a real project
 * (docs/deploying.md, "Using a real Sanity project").
 * Document-level translations: `@sanity/document-internationalization` gives every
 * localized type a language badge and menu; "create translation" copies the English document
 * into the chosen language and links the versions in a `translation.metadata` document, with
 * weak references so one language version can be deleted on its own.
 * Tools: Structure (the content lists of `structure.ts`), Presentation (the site with unpublished
 * changes, through draft mode at `/api/draft-mode/enable`, opening each page's main document and
 * click-to-edit overlays) and Vision (GROQ playground).
 * Facts: texts name the figures of their document (`{corporateTax}`) through an
 * "Insert a fact" menu under each text field, validation refuses typed copies, and translations
 * whose English words changed since are badged and listed as behind English.
 * Machine translation (with `machineTranslation`, the site's DeepL key): "Translate from English"
 * on a translation fills its draft through the site's `/api/translate`; such a translation is
 * badged and listed until an editor changes a text.
 */
export function createStudioConfig({ projectId, dataset, apiHost, machineTranslation = false }: StudioSettings) {
  return defineConfig({
    name: 'default',
    title: 'Corporate site content',
    basePath: '/studio',
    projectId,
    dataset,
    ...(apiHost ? { apiHost } : {}),
    // The session as a token in the browser's storage, never a cookie of Sanity's domain: the
    // site's translation route checks the editor's token with Sanity, and a cookie would not reach it.
    auth: { loginMethod: 'token' },
    plugins: [
      structureTool({ structure }),
      documentInternationalization({
        supportedLanguages: LANGUAGES.map(({ code, name }) => ({ id: code, title: name })),
        schemaTypes: [...LOCALIZED_TYPES],
        weakReferences: true,
      }),
      presentationTool({
        title: 'Preview',
        previewUrl: { previewMode: { enable: DRAFT_MODE_ENABLE_PATH } },
        resolve: { locations, mainDocuments },
      }),
      visionTool({ defaultApiVersion: '2025-10-01' }),
    ],
    schema: {
      types: schemaTypes,
      // Singletons are opened from the structure, never created from the "new document" menu;
      // redirects are written by the site when a web address changes, and only deleted here.
      templates: (templates) => [...templates.filter(({ schemaType }) => !isSingleton(schemaType) && schemaType !== 'redirect'), ...listTemplates],
    },
    document: {
      // List templates need their list's parameters (region, category, language).
      newDocumentOptions: (items, { creationContext }) =>
        creationContext.type === 'global'
          ? items.filter((item) => !LIST_TEMPLATE_IDS.includes(item.templateId) && !PLUGIN_TEMPLATE_IDS.includes(item.templateId))
          : items,
      // Publish waits for the last keystroke to be saved and validated (`settled-publish.tsx`).
      actions: (actions, { schemaType }) => {
        const kept = (isSingleton(schemaType) ? actions.filter(({ action }) => action && ['publish', 'discardChanges', 'restore'].includes(action)) : actions).map((action) =>
          action.action === 'publish' ? settledPublish(action) : action,
        );
        // Hidden without a DeepL key on the site; it hides itself on English documents.
        return machineTranslation && isLocalized(schemaType) ? [...kept, TranslateFromEnglishAction] : kept;
      },
      badges: (badges, { schemaType }) => (isLocalized(schemaType) ? [...badges, BehindEnglishBadge, MachineTranslatedBadge] : badges),
    },
    // Text fields of localized documents offer their facts; English ones stamp when their words change.
    form: { components: { input: FactsInput } },
    // Content releases are a feature of Sanity's Enterprise plans, and this project publishes
    // without them or scheduled drafts: with either on, the Studio shows their tool in the top bar
    // ("Releases", or "Scheduled Drafts"), which editors took for something to use
    // (https://www.sanity.io/docs/content-releases-configuration, "Disable releases").
    releases: { enabled: false },
    i18n: { bundles: [publishRefusedWords] },
    scheduledDrafts: { enabled: false },
  });
}
