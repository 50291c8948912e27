import { Stack } from '@sanity/ui';
import { useEffect } from 'react';
import { getPublishedId, set, unset, useEditState, type DocumentBadgeComponent, type ObjectInputProps, type SanityDocument } from 'sanity';
import { translationStrings } from '../lib/i18n/translation-strings';
import { EnglishChanges } from './english-changes';
import { useEnglishVersion } from './english-version';
import { machineTranslationChange } from './machine-translation-mark';
import { MachineTranslationNote } from './machine-translation-note';

/**
 * Stale translations. English documents record when their words last
 * changed (`wordsChangedAt`, stamped on the draft by their root input); a translation last
 * edited before that is behind English: it shows a badge, and it is listed per language in the
 * structure. The site keeps serving it: its figures come from the English document anyway.
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
 * What the English form value `value` must change in its `wordsChangedAt`, against the published
 * version `published`: the time `now` (ISO 8601) once its words differ and the draft carries no
 * stamp of its own yet; the published stamp again (or none) when the words are put back; `null`
 * when the stamp is already right. Translations, new documents and figure-only edits get `null`.
 */
export function wordsChangedAtChange(value: SanityDocument | undefined, published: SanityDocument | null, now: string): { set: string } | { unset: true } | null {
  if (!value || !published || (value.language ?? 'en') !== 'en') return null;
  const stamped = value.wordsChangedAt !== published.wordsChangedAt;
  const differ = wordsDiffer(value, published);
  if (differ && !stamped) return { set: now };
  if (!differ && stamped) return typeof published.wordsChangedAt === 'string' ? { set: published.wordsChangedAt } : { unset: true };
  return null;
}

/**
 * The root input of a localized document: in a translation, shows what English changed since it
 * was last published (`EnglishChanges`); in English, stamps `wordsChangedAt` on the draft as soon
 * as its words differ from the published version's, so that Sanity's own Publish carries the
 * stamp with the words. An edit of figures only, which every language reads from English, leaves
 * translations current. (A Publish action that patched the draft before publishing was tried
 * first: it leaned on Sanity's Publish internals for nothing this extension point cannot do.)
 */
export function WordsChangedAtInput(props: ObjectInputProps) {
  const { value, onChange, schemaType } = props;
  const document = value as SanityDocument | undefined;
  const { published, ready } = useEditState(getPublishedId(document?._id ?? ''), schemaType.name);
  useEffect(() => {
    if (!ready) return;
    const change = wordsChangedAtChange(document, published, new Date().toISOString());
    if (change) onChange('set' in change ? set(change.set, ['wordsChangedAt']) : unset(['wordsChangedAt']));
    // An editor's first change of a machine's words takes the mark off, in the same draft.
    if (machineTranslationChange(document) === 'unset') onChange(unset(['machineTranslation']));
  }, [document, published, ready, onChange]);
  // A translation behind English shows what English changed, and a machine's one says so, above its form.
  if (document?._id && (document.language ?? 'en') !== 'en') {
    return (
      <Stack gap={4}>
        <MachineTranslationNote document={document} />
        <EnglishChanges id={document._id} type={schemaType} />
        {props.renderDefault(props)}
      </Stack>
    );
  }
  return props.renderDefault(props);
}

/** The later of the two versions' last edit (ISO 8601), or `undefined` for neither. */
export const lastEdited = (draft: SanityDocument | null, published: SanityDocument | null) =>
  [draft?._updatedAt, published?._updatedAt].filter((at): at is string => Boolean(at)).sort().at(-1);

/** "Behind English" on a translation whose English words changed after it was last edited. */
export const BehindEnglishBadge: DocumentBadgeComponent = ({ id, draft, published }) => {
  const language = (draft ?? published)?.language as string | undefined;
  const changedAt = useEnglishVersion<string>(id, language, 'wordsChangedAt');
  const edited = lastEdited(draft, published);
  if (!language || language === 'en' || !changedAt || !edited || changedAt <= edited) return null;
  return { label: 'Behind English', title: `The English texts changed on ${changedAt.slice(0, 10)}, after this translation was last edited.`, color: 'warning' };
};
