import { Button, Card, Flex, Stack, Text } from '@sanity/ui';
import { Menu, MenuButton, MenuItem } from '@sanity/ui/menu';
import { useEffect, useId, useMemo, useState } from 'react';
import { isObjectInputProps, isStringInputProps, set, useClient, useFormValue, type InputProps, type StringInputProps } from 'sanity';
import { formatFact } from '../lib/facts/format';
import { jurisdictionFacts, type JurisdictionFactFields } from '../lib/facts/jurisdiction';
import { namedFacts, type NamedFactFields } from '../lib/facts/named';
import type { Fact } from '../lib/facts/types';
import { LOCALIZED_TYPES } from '../schemas';
import { EnglishPictureDescription, PICTURE_DESCRIPTION_FIELD } from './english-picture';
import { hasFallback, RegionNameFallback } from './fallback-hints';
import { WordsChangedAtInput } from './stale-translations';
import { FACTS_API_VERSION, factsOfDocument, fetchFactsContext, type FactsContext } from '../schemas/fields/facts';

/**
 * The Studio's way to refer to a fact: under each text field of a localized
 * document, an "Insert a fact" menu lists the document's facts with their current figures
 * (`{corporateTax}` 22%, `{since}` 2003) and writes the chosen placeholder where the cursor is.
 * Figures themselves are edited in their one field; typing one into a text is a validation error.
 */

/** `value` with `{name}` written over the selection `[start, end)` of the field. */
export function insertPlaceholder(value: string, name: string, start = value.length, end = start): { value: string; caret: number } {
  const placeholder = `{${name}}`;
  return { value: value.slice(0, start) + placeholder + value.slice(end), caret: start + placeholder.length };
}

const TEXT_TYPES = new Set(['string', 'text']);

/** Whether `props` is the input of a free text field that may hold a figure (not a list of options, a slug, a date, a code or an address). */
function isFreeText(props: InputProps): props is StringInputProps {
  const type = props.schemaType;
  const base = type.type?.name ?? type.name;
  const options = type.options as { list?: unknown; figures?: false } | undefined;
  // A field that never holds a figure (`NO_FIGURES`: an email, a phone, a street) gets no menu.
  return type.jsonType === 'string' && (TEXT_TYPES.has(type.name) || TEXT_TYPES.has(base)) && !options?.list && options?.figures !== false && !['language', 'wordsChangedAt'].includes(String(props.path.at(-1)));
}

/** The field holding a document type's own facts, set on the English document only. */
const OWN_FACTS_FIELD: Record<string, string> = { jurisdiction: 'comparison', region: 'facts' };

/**
 * `form.components.input`: free text fields of localized documents get the facts menu; in a
 * translation, the facts field shows the English document's figures instead of its own empty,
 * read-only copy (an editor saw "Rate (%)" blank on Danmark and took the tax for unset), and a
 * picture's description shows the English picture above it (`english-picture.tsx`); the
 * document itself keeps its `wordsChangedAt` (`WordsChangedAtInput`).
 */
export function FactsInput(props: InputProps) {
  const type = useFormValue(['_type']) as string | undefined;
  const language = useFormValue(['language']) as string | undefined;
  if (props.path.length === 0 && type && (LOCALIZED_TYPES as readonly string[]).includes(type) && isObjectInputProps(props)) return <WordsChangedAtInput {...props} />;
  if (type && language && language !== 'en' && props.path.length === 1 && OWN_FACTS_FIELD[type] === props.path[0]) return <EnglishFacts type={type} language={language} />;
  // In a translation, a picture's description shows the English picture above it.
  if (language && language !== 'en' && props.path.at(-1) === PICTURE_DESCRIPTION_FIELD && isStringInputProps(props)) return <EnglishPictureDescription {...props} />;
  if (!isFreeText(props) || !type || !(LOCALIZED_TYPES as readonly string[]).includes(type)) return props.renderDefault(props);
  if (hasFallback(type, props.path)) return <RegionNameFallback props={props}>{(hinted) => <TextWithFacts {...hinted} />}</RegionNameFallback>;
  return <TextWithFacts {...props} />;
}

/** A translation's facts: the English document's, with their names, formatted in the translation's language. */
function EnglishFacts({ type, language }: { type: string; language: string }) {
  const id = useFormValue(['_id']) as string | undefined;
  const context = useFactsContext(id, type);
  const english = context?.english;
  const facts: Fact[] = english
    ? type === 'region'
      ? namedFacts((english.facts as NamedFactFields[] | undefined) ?? null)
      : jurisdictionFacts((english.comparison as JurisdictionFactFields | undefined) ?? null)
    : [];
  return (
    <Card padding={3} radius={2} border tone="transparent">
      <Stack gap={3}>
        <Text size={1} muted>
          Set on the English document, for every language: change them there. Texts name them as shown.
        </Text>
        {context === null ? <Text size={1}>Reading the English figures…</Text> : null}
        {context !== null && facts.length === 0 ? <Text size={1}>The English document states no figures yet.</Text> : null}
        {facts.map((fact) => (
          <Text key={fact.name} size={1}>
            <code>{`{${fact.name}}`}</code> {fact.label}: <strong>{formatFact(language, fact.value)}</strong>
          </Text>
        ))}
      </Stack>
    </Card>
  );
}

/** The company's figures and the English version, read once per document. */
function useFactsContext(id: string | undefined, type: string | undefined): FactsContext | null {
  const client = useClient({ apiVersion: FACTS_API_VERSION });
  const [context, setContext] = useState<FactsContext | null>(null);
  useEffect(() => {
    if (!id || !type) return;
    let current = true;
    fetchFactsContext(client, { _id: id, _type: type }).then(
      (found) => current && setContext(found ?? { claims: null, officePackages: null, english: null }),
      () => current && setContext({ claims: null, officePackages: null, english: null }),
    );
    return () => {
      current = false;
    };
  }, [client, id, type]);
  return context;
}

function TextWithFacts(props: StringInputProps) {
  const document = useFormValue([]) as Record<string, unknown> | undefined;
  const context = useFactsContext(document?._id as string | undefined, document?._type as string | undefined);
  const facts: Fact[] = useMemo(() => (document && context ? factsOfDocument(document, context) : []), [document, context]);
  const menuId = useId();
  const language = typeof document?.language === 'string' ? document.language : 'en';
  const insert = (name: string) => {
    const element = props.elementProps.ref.current as HTMLInputElement | HTMLTextAreaElement | null;
    const value = props.value ?? '';
    const next = insertPlaceholder(value, name, element?.selectionStart ?? value.length, element?.selectionEnd ?? value.length);
    props.onChange(set(next.value));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };
  return (
    <Stack gap={2}>
      {props.renderDefault(props)}
      {facts.length > 0 ? (
        <Flex justify="flex-end">
          <MenuButton
            id={menuId}
            button={<Button mode="bleed" fontSize={1} padding={2} text="Insert a fact" title="Write a figure by its fact, so it changes with the fact in every language" />}
            menu={
              <Menu>
                {facts.map((fact) => (
                  <MenuItem key={fact.name} onClick={() => insert(fact.name)}>
                    <Text size={1}>
                      <code>{`{${fact.name}}`}</code> {fact.label}: <strong>{formatFact(language, fact.value)}</strong>
                    </Text>
                  </MenuItem>
                ))}
              </Menu>
            }
            popover={{ portal: true, placement: 'bottom-end' }}
          />
        </Flex>
      ) : null}
    </Stack>
  );
}
