import { useEffect, useState } from 'react';
import { useClient } from 'sanity';
import { FACTS_API_VERSION } from '../schemas/fields/facts';
import { ENGLISH_VERSION } from '../schemas/fields/language';

/**
 * The published English version of the translation `id`, as `projection` gives it
 * (`wordsChangedAt`, or `{ ... }` for the whole document), found through its `translation.metadata`.
 * @param id - the translation's id, draft or published
 * @param language - the translation's language; `en` or none asks nothing
 * @returns `undefined` while it is asked, `null` when there is none (or it could not be read)
 */
export function useEnglishVersion<T>(id: string, language: string | undefined, projection: string): T | null | undefined {
  const client = useClient({ apiVersion: FACTS_API_VERSION });
  const [english, setEnglish] = useState<T | null | undefined>(undefined);
  useEffect(() => {
    if (!language || language === 'en') return;
    let current = true;
    client.fetch<T | null>(`${ENGLISH_VERSION}${projection}`, { id: id.replace(/^drafts\./, '') }, { perspective: 'published' }).then(
      (found) => current && setEnglish(found),
      () => current && setEnglish(null),
    );
    return () => {
      current = false;
    };
  }, [client, id, language, projection]);
  return english;
}
