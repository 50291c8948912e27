import { createImageUrlBuilder } from '@sanity/image-url';
import { Card, Flex, Stack, Text } from '@sanity/ui';
import { useEffect, useState } from 'react';
import { useClient, useFormValue, type StringInputProps } from 'sanity';
import { FACTS_API_VERSION } from '../schemas/fields/facts';
import { ENGLISH_VERSION } from '../schemas/fields/language';

/** The field a translation describes the English picture in; its picture is the sibling `image`. */
export const PICTURE_DESCRIPTION_FIELD = 'imageAlt';

/**
 * A 320×180 crop of the English version's picture at `path` (`['image']`, `['seo', 'image']`), found
 * through the translation's `translation.metadata`: `undefined` while it loads, `null` when the
 * English document has none.
 */
function useEnglishPicture(id: string | undefined, path: readonly string[]): string | null | undefined {
  const client = useClient({ apiVersion: FACTS_API_VERSION });
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  const field = path.join('.');
  useEffect(() => {
    if (!id) return;
    let current = true;
    const query = `${ENGLISH_VERSION}${field}{ asset, crop, hotspot }`;
    client.fetch<{ asset?: { _ref?: string } } | null>(query, { id: id.replace(/^drafts\./, '') }).then(
      // Through the client's image pipeline, on the Content Lake's own host: the Studio's policy allows it.
      (found) => current && setUrl(found?.asset?._ref ? createImageUrlBuilder(client).image(found).width(320).height(180).fit('crop').url() : null),
      () => current && setUrl(null),
    );
    return () => {
      current = false;
    };
  }, [client, id, field]);
  return url;
}

/**
 * A translation's description of a picture, under the English picture it
 * describes, read-only: a translation holds no picture of its own, as it holds no figures.
 * Fields outside plain objects (in an array item) keep the default input.
 */
export function EnglishPictureDescription(props: StringInputProps) {
  const id = useFormValue(['_id']) as string | undefined;
  const parent = props.path.slice(0, -1);
  const path = parent.every((segment): segment is string => typeof segment === 'string') ? [...parent, 'image'] : null;
  const url = useEnglishPicture(path ? id : undefined, path ?? []);
  if (!path) return props.renderDefault(props);
  return (
    <Stack gap={2}>
      <Card padding={2} radius={2} border tone="transparent" data-testid="english-picture">
        <Flex gap={3} align="center">
          {/* eslint-disable-next-line @next/next/no-img-element -- the Studio, not a site page: Sanity's CDN sizes it */}
          {url ? <img src={url} width={160} height={90} alt="" style={{ objectFit: 'cover', borderRadius: 3 }} /> : null}
          <Text size={1} muted>
            {url === undefined ? 'Reading the English picture…' : url ? 'The English picture, shown in every language: change it on the English document.' : 'The English document has no picture yet.'}
          </Text>
        </Flex>
      </Card>
      {props.renderDefault(props)}
    </Stack>
  );
}
