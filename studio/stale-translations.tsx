import { useEffect, useState } from 'react';
import { useClient, useDocumentOperation, type DocumentActionComponent, type DocumentBadgeComponent, type SanityDocument } from 'sanity';
import { translationStrings } from '../lib/i18n/translation-strings';
import { FACTS_API_VERSION } from '../schemas/fields/facts';

/**
 * Stale translations (issue 23, part 4). English documents record when their words last
 * changed (`wordsChangedAt`, set by their Publish action); a translation last edited before
 * that is behind English: it shows a badge, and it is listed per language in the structure.
 * The site keeps serving it: its figures come from the English document anyway.
 */

/** Whether two versions of a document differ in their words (texts for visitors, not figures, links or dates). */
export function wordsDiffer(a: unknown, b: unknown): boolean {
  return JSON.stringify(translationStrings(a)) !== JSON.stringify(translationStrings(b));
}

/**
 * The translations in `$language` whose English document's words changed after the
 * translation was last edited; `$types` are the localized types.
 */
export const BEHIND_ENGLISH_FILTER = `_type in $types && language == $language
  && *[_type == "translation.metadata" && ^._id in translations[].value._ref][0].translations[language == "en"][0].value->wordsChangedAt > _updatedAt`;

/**
 * Publish for an English document of a localized type: when the published words will differ
 * from the published version's, first records the time in `wordsChangedAt`, then publishes as
 * Sanity's own action does. A change of figures only (which every language reads from English)
 * leaves translations current.
 */
export function withWordsChangedAt(publish: DocumentActionComponent): DocumentActionComponent {
  const WordsChangedAtPublish: DocumentActionComponent = (props) => {
    const action = publish(props);
    const { patch } = useDocumentOperation(props.id, props.type);
    if (!action) return null;
    return {
      ...action,
      onHandle: () => {
        const { draft, published } = props;
        if (draft && published && (draft.language ?? 'en') === 'en' && wordsDiffer(draft, published)) {
          patch.execute([{ set: { wordsChangedAt: new Date().toISOString() } }]);
        }
        action.onHandle?.();
      },
    };
  };
  WordsChangedAtPublish.action = publish.action;
  WordsChangedAtPublish.displayName = 'WordsChangedAtPublish';
  return WordsChangedAtPublish;
}

/** When the English version of the document `id` last changed its words, or `null`. */
const ENGLISH_WORDS_CHANGED_QUERY = `*[_type == "translation.metadata" && $id in translations[].value._ref][0].translations[language == "en"][0].value->wordsChangedAt`;

/** The later of the two versions' last edit. */
const lastEdited = (draft: SanityDocument | null, published: SanityDocument | null) =>
  [draft?._updatedAt, published?._updatedAt].filter((at): at is string => Boolean(at)).sort().at(-1);

/** "Behind English" on a translation whose English words changed after it was last edited. */
export const BehindEnglishBadge: DocumentBadgeComponent = ({ id, draft, published }) => {
  const client = useClient({ apiVersion: FACTS_API_VERSION });
  const [changedAt, setChangedAt] = useState<string | null>(null);
  const language = (draft ?? published)?.language;
  useEffect(() => {
    if (!language || language === 'en') return;
    let current = true;
    client.fetch<string | null>(ENGLISH_WORDS_CHANGED_QUERY, { id: id.replace(/^drafts\./, '') }).then(
      (at) => current && setChangedAt(at),
      () => current && setChangedAt(null),
    );
    return () => {
      current = false;
    };
  }, [client, id, language]);
  const edited = lastEdited(draft, published);
  if (!language || language === 'en' || !changedAt || !edited || changedAt <= edited) return null;
  return { label: 'Behind English', title: `The English texts changed on ${changedAt.slice(0, 10)}, after this translation was last edited.`, color: 'warning' };
};
