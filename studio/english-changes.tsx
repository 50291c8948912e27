import { Box, Button, Card, Flex, Stack, Text } from '@sanity/ui';
import { useEffect, useMemo, useState } from 'react';
import { getPublishedId, useClient, useEditState, type ObjectSchemaType, type SanityDocument, type SchemaType } from 'sanity';
import { wordsChanges, type WordsChange } from '../lib/i18n/words-changes';
import { FACTS_API_VERSION } from '../schemas/fields/facts';
import { ENGLISH_VERSION } from '../schemas/fields/language';

/**
 * What English changed since a translation was last brought up to date, shown
 * at the top of a translation behind English: field by field, the English words then and now,
 * in the order of the form. "Then" is the English document as it was when the translation was
 * last published, read from the Content Lake's history (the documented History API,
 * `GET /data/history/{dataset}/documents/{id}?time=…`), so no copy of English versions is kept
 * in the dataset. *Mark as up to date* records that the translation now says what English says.
 */

/** The field a translation records its last check against English in (`schemas/fields/facts.ts`). */
export const ENGLISH_CHECKED_AT = 'englishCheckedAt';

type Found = { english: SanityDocument; changes: WordsChange[] } | null;

/** The changes of `english` since `since` (ISO 8601), read from the lake's history. */
function useEnglishChanges(id: string, since: string | undefined, fields: readonly string[]): Found | undefined {
  const client = useClient({ apiVersion: FACTS_API_VERSION });
  const [found, setFound] = useState<Found | undefined>(undefined);
  useEffect(() => {
    if (!since) return;
    let current = true;
    (async () => {
      const english = await client.fetch<SanityDocument | null>(ENGLISH_VERSION, { id });
      if (!english || typeof english.wordsChangedAt !== 'string' || english.wordsChangedAt <= since) return null;
      const { dataset } = client.config();
      const history = await client.request<{ documents: SanityDocument[] }>({ uri: `/data/history/${dataset}/documents/${english._id}?time=${encodeURIComponent(since)}` });
      const then = history.documents[0];
      return then ? { english, changes: wordsChanges(then, english, fields) } : null;
    })().then(
      (result) => current && setFound(result),
      () => current && setFound(null),
    );
    return () => {
      current = false;
    };
  }, [client, id, since, fields]);
  return since ? found : null;
}

/** A change's place in the form in the editor's words: `Why choose us › Items › 2 › Title`. */
export function changeLabel(path: string, type: SchemaType, english: unknown): string {
  const labels: string[] = [];
  let schema: SchemaType | undefined = type;
  let value: unknown = english;
  for (const match of path.matchAll(/([^.[\]]+)|\[([^\]]*)\]/g)) {
    const [, name, key] = match;
    if (name !== undefined) {
      const field: ObjectSchemaType['fields'][number] | undefined = (schema as ObjectSchemaType | undefined)?.fields?.find((f) => f.name === name);
      labels.push(field?.type.title ?? name);
      schema = field?.type;
      value = (value as Record<string, unknown> | undefined)?.[name];
    } else {
      const items = Array.isArray(value) ? (value as { _key?: string; _type?: string }[]) : [];
      const index = items.findIndex((item, i) => (item && typeof item === 'object' ? item._key === key : String(i) === key));
      labels.push(index >= 0 ? String(index + 1) : 'removed item');
      const item = items[index];
      const members = (schema as { of?: SchemaType[] } | undefined)?.of ?? [];
      schema = members.find((member) => member.name === item?._type) ?? members[0];
      value = item;
    }
  }
  // Portable Text: "Answer › 1 › Children › 1 › Text" says nothing an editor reads; stop at the block.
  const children = labels.indexOf('Children');
  return (children >= 0 ? labels.slice(0, children) : labels).join(' › ');
}

/** The panel: nothing for an up-to-date translation. */
export function EnglishChanges({ id, type }: { id: string; type: ObjectSchemaType }) {
  const client = useClient({ apiVersion: FACTS_API_VERSION });
  const publishedId = getPublishedId(id);
  const { published } = useEditState(publishedId, type.name);
  const fields = useMemo(() => type.fields.map((field) => field.name), [type]);
  const found = useEnglishChanges(publishedId, published?._updatedAt, fields);
  const [marking, setMarking] = useState(false);
  if (!found || found.changes.length === 0) return null;
  const markUpToDate = () => {
    setMarking(true);
    client
      .patch(publishedId)
      .set({ [ENGLISH_CHECKED_AT]: new Date().toISOString() })
      .commit()
      .finally(() => setMarking(false));
  };
  return (
    <Card padding={3} radius={2} tone="caution" border data-testid="english-changes">
      <Stack gap={3}>
        <Text size={1} weight="semibold">
          English changed since this translation was last published ({found.changes.length} {found.changes.length === 1 ? 'text' : 'texts'})
        </Text>
        {found.changes.map((change) => (
          <Stack key={change.path} gap={2} data-testid="english-change">
            <Text size={1} muted>
              {changeLabel(change.path, type, change.after === null ? undefined : found.english)}
            </Text>
            <Box paddingLeft={2}>
              <Stack gap={2}>
                <Text size={1}>
                  <span style={{ textDecoration: 'line-through' }}>{change.before ?? '(new)'}</span>
                </Text>
                <Text size={1} weight="medium">
                  {change.after ?? '(removed)'}
                </Text>
              </Stack>
            </Box>
          </Stack>
        ))}
        <Flex justify="flex-end">
          <Button mode="ghost" fontSize={1} padding={2} text="Mark as up to date" title="This translation says what English says now" loading={marking} onClick={markUpToDate} />
        </Flex>
      </Stack>
    </Card>
  );
}
