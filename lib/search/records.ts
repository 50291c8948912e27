import type { SearchRecord } from './record';
import { collectPageText, documentIdsIn } from './record-text';
import { recordWords, type RecordContext } from './record-words';
import { extractText, type TextPart } from './text-declaration';
import { TEMPLATE_TEXTS, type SearchPageData } from './template-texts';

export type { RecordContext } from './record-words';
export type { SearchPageData } from './template-texts';

/**
 * The search record of one page in one locale (docs/architecture.md, Site search): its `<h1>`,
 * its other headings and the rest of the text of its `<main>`, read from the data its route's
 * loaders return (`lib/content/index.ts`) as its template's declaration says
 * (`./template-texts.ts`). No header, footer or search dialog; no picture, link target, icon or
 * slug. Pure: no reads.
 * @param path - the page's public path, with the locale's prefix (`/da/denmark`, `/da`)
 * @param data - what the page's route loads, by kind
 * @param context - the locale, its messages and the retention period the forms state
 * @returns `title` the `<h1>`; `headings` every other heading of `<main>` (h2–h6, FAQ questions,
 *   card titles) in page order; `text` the rest of `<main>`'s text, one paragraph, list item,
 *   label or value a line; `documentIds` the `_id`s in `data`, sorted
 */
export function searchRecord(path: string, data: SearchPageData, context: RecordContext): SearchRecord {
  const page = collectPageText();
  const declaration = TEMPLATE_TEXTS[data.kind] as readonly TextPart<SearchPageData>[];
  extractText(declaration, data, page, { ...recordWords(context), retentionDays: context.retentionDays, index: 0 });
  return { path, locale: context.locale, kind: data.kind, ...page.collected(), documentIds: documentIdsIn(data) };
}
