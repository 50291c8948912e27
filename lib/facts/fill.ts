import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';

/**
 * Prose that refers to facts: a text holds ICU message placeholders
 * (`A single corporate tax rate of {corporateTax}.`), filled with the facts formatted for the
 * page's locale. The syntax is ICU MessageFormat as next-intl's messages use it, parsed by
 * formatjs; a text without `{` is returned as it is, untouched.
 */

/** The placeholder names of a text, in order of first use; `[]` for a text that does not parse as a message. */
export function placeholdersOf(text: string): string[] {
  if (!text.includes('{')) return [];
  try {
    const names = new Set<string>();
    collect(parse(text, { ignoreTag: true }), names);
    return [...names];
  } catch {
    return [];
  }
}

function collect(elements: MessageFormatElement[], names: Set<string>) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound || element.type === TYPE.tag) continue;
    names.add(element.value);
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) collect(option.value, names);
    }
  }
}

/** Why a text is not a valid message (unbalanced braces, a malformed placeholder), or `null` when it is. */
export function messageError(text: string): string | null {
  if (!text.includes('{') && !text.includes('}')) return null;
  try {
    parse(text, { ignoreTag: true });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const messages = new Map<string, IntlMessageFormat | null>();

/** Parsed messages by locale and text; a build formats the same few hundred texts many times. */
function message(text: string, locale: string): IntlMessageFormat | null {
  const key = `${locale}\u0000${text}`;
  let found = messages.get(key);
  if (found === undefined) {
    try {
      found = new IntlMessageFormat(text, locale, undefined, { ignoreTag: true });
    } catch {
      found = null;
    }
    if (messages.size > 20_000) messages.clear();
    messages.set(key, found);
  }
  return found;
}

/**
 * `text` with its placeholders replaced by `values` (facts already formatted for `locale`, by
 * name, or a function that formats the one asked for).
 * A placeholder without a value stays as written (`{capital_ApS}`), so a missing fact shows on
 * the page and in the preview instead of a blank; a text that does not parse is returned as is.
 * Never throws.
 */
export function fillFacts(text: string, values: Readonly<Record<string, string>> | ((name: string) => string | undefined), locale: string): string {
  if (!text.includes('{')) return text;
  const parsed = message(text, locale);
  if (!parsed) return text;
  const valueOf = typeof values === 'function' ? values : (name: string) => values[name];
  const args = Object.fromEntries(placeholdersOf(text).map((name) => [name, valueOf(name) ?? `{${name}}`]));
  try {
    return String(parsed.format(args));
  } catch {
    return text;
  }
}
