import { useEffect, useState, type ReactNode } from 'react';
import { useClient, useFormValue, type StringInputProps } from 'sanity';
import { FACTS_API_VERSION } from '../schemas/fields/facts';

/**
 * Fields whose empty value the page fills from elsewhere say so where the editor looks, in the
 * empty field: Denmark's *Small label above the heading* was empty while its
 * page showed "EUROPE" there, the region's name (`JurisdictionTemplate`).
 */

/** Whether the field at `path` of a document of `type` is one the page fills when it is empty. */
export function hasFallback(type: string, path: readonly unknown[]): boolean {
  return type === 'jurisdiction' && path.length === 2 && path[0] === 'hero' && path[1] === 'eyebrow';
}

/** The name of region `id` in `language` (its English name where it has no translation), or `undefined` while it loads. */
function useRegionName(id: string | undefined, language: string): string | null | undefined {
  const client = useClient({ apiVersion: FACTS_API_VERSION });
  const [name, setName] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!id) return;
    let current = true;
    const query = `*[_id == $id][0]{ "name": coalesce(*[_type == "region" && language == $language && slug.current == ^.slug.current][0].name, name) }.name`;
    client.fetch<string | null>(query, { id, language }).then(
      (found) => current && setName(found ?? null),
      () => current && setName(null),
    );
    return () => {
      current = false;
    };
  }, [client, id, language]);
  return id ? name : null;
}

/**
 * A country's hero label, with the region's name as the page shows it (upper case) for a
 * placeholder: "Empty: the page shows EUROPE, the region's name".
 * @param children - renders the input with the placeholder set (the default input, or the facts menu's)
 */
export function RegionNameFallback({ props, children }: { props: StringInputProps; children: (props: StringInputProps) => ReactNode }) {
  const region = useFormValue(['region']) as { _ref?: string } | undefined;
  const language = (useFormValue(['language']) as string | undefined) ?? 'en';
  const name = useRegionName(region?._ref, language);
  const placeholder = name ? `Empty: the page shows ${name.toLocaleUpperCase(language)}, the region's name` : undefined;
  return <>{children(placeholder ? { ...props, elementProps: { ...props.elementProps, placeholder } } : props)}</>;
}
