import { VisualEditing } from 'next-sanity/visual-editing';
import { useTranslations } from 'next-intl';
import { refreshPreview } from './actions';

/** Leaves draft mode (`app/api/draft-mode/disable/route.ts`). */
export const DRAFT_MODE_DISABLE_PATH = '/api/draft-mode/disable';

/**
 * What a page adds in draft mode only; render it nowhere else:
 * - a small notice that unpublished changes are shown, with a plain link out of preview;
 * - Sanity's Visual Editing overlays: stega-encoded strings of preview fetches become
 *   click-to-edit targets in the Presentation tool, and an edit there re-renders the page
 *   ({@link refreshPreview}).
 *
 * `VisualEditing` is a client component needing Next's client runtime. A draft-mode request is
 * rendered dynamically, with the full runtime; published pages never render this, so their RSC
 * payload references no client component of it. Importing it still puts next-sanity's small
 * wrapper and a loader stub among the layout's script chunks (Next lists every client module a
 * layout imports, rendered or not; checked with `next dev`): the build strips them from content
 * pages with the rest of the runtime, form pages load them with React on first use. The overlay
 * code itself (`@sanity/visual-editing`, `@sanity/ui`) is an async chunk only a preview loads.
 */
export function PreviewMode() {
  const t = useTranslations('preview');
  return (
    <>
      <aside
        aria-label={t('title')}
        className="fixed bottom-4 left-4 z-50 flex max-w-[calc(100vw-2rem)] flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-primary px-4 py-2.5 text-sm text-primary-foreground shadow-lg"
      >
        <p>
          <strong className="font-semibold">{t('title')}</strong> {t('notice')}
        </p>
        <a
          href={DRAFT_MODE_DISABLE_PATH}
          className="rounded-sm font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-foreground"
        >
          {t('exit')}
        </a>
      </aside>
      <VisualEditing refresh={refreshPreview} />
    </>
  );
}
