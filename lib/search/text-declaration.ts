import type { PageText, PortableTextBlocks } from './record-text';
import type { RecordWords } from './record-words';

/**
 * The one extraction of a page's search text: a declaration per template (`./template-texts.ts`)
 * names, in page order, which fields of its query result the page shows and with which weight,
 * and which interface words of the locale's messages it shows beside them; {@link extractText}
 * walks any declaration over any result. Declarations are data: they read, never render.
 */

/** Where a text counts in the record: the page's `<h1>` (A), another heading (B), the body (C). */
export type Weight = 'title' | 'heading' | 'text';

/** What a read may find: one text, several (each its own line or heading), or none. */
export type Texts = string | null | undefined | readonly (string | null | undefined)[];

/** What a read may use besides the data: the locale's words and formats, the retention period the forms state, and the item's position in an {@link each}. */
export type TextContext = RecordWords & { retentionDays: number; index: number };

/** A path into the data (an accessor), given the context for a figure formatted as the page shows it. */
export type Read<T, R> = (data: T, context: TextContext) => R;

/** A key of the locale's messages (`messages/<locale>.json`). */
export type MessageKey = Parameters<RecordWords['t']>[0];

/** One entry of a declaration. */
export type TextPart<T> =
  /** The text(s) at a path, with a weight. */
  | { weight: Weight; read: Read<T, Texts> }
  /** An interface word of the messages by key, with its values; `markup` for a message with tags (their content is kept). */
  | { weight: Weight; message: MessageKey; values?: Read<T, Record<string, string | number>>; markup?: boolean }
  /** Rich text: its headings as headings, the rest as text. */
  | { portableText: Read<T, PortableTextBlocks> }
  /** Parts shown only when `when` finds something (a section renders nothing without items). */
  | { when: Read<T, unknown>; parts: readonly TextPart<T>[] }
  /** The parts of each item of a list, in order. */
  | { each: Read<T, readonly unknown[] | null | undefined>; parts: readonly TextPart<never>[] }
  /** The parts declared for the item's `_type` (page sections); an unknown type shows nothing. */
  | { byType: Readonly<Record<string, readonly TextPart<never>[]>> };

/** The text(s) at `read`, as a heading, the title or body text. */
export const field = <T>(weight: Weight, read: Read<T, Texts>): TextPart<T> => ({ weight, read });

/** An interface word of the messages by `key`; `values` fill its placeholders. */
export const message = <T>(weight: Weight, key: MessageKey, values?: Read<T, Record<string, string | number>>): TextPart<T> => ({ weight, message: key, values });

/** The parts of each item `read` finds, read from the item; the context's `index` counts from 0. */
export const each = <T, Item>(read: Read<T, readonly Item[] | null | undefined>, parts: readonly TextPart<NoInfer<Item>>[]): TextPart<T> => ({ each: read, parts: parts as readonly TextPart<never>[] });

/** `parts` of the data only when `read` finds a value or a list that is not empty. */
export const when = <T>(read: Read<T, unknown>, parts: readonly TextPart<NoInfer<T>>[]): TextPart<T> => ({ when: read, parts });

/** The parts of `data` read as another shape (a sub-object, or fields put together), as one block. */
export const from = <T, Part>(read: Read<T, Part | null | undefined>, parts: readonly TextPart<NoInfer<Part>>[]): TextPart<T> =>
  each<T, Part>((data, context) => {
    const part = read(data, context);
    return part == null ? [] : [part];
  }, parts);

const found = (value: unknown) => (Array.isArray(value) ? value.length > 0 : Boolean(value));

/**
 * Writes what `parts` declare of `data` into `page`, in order.
 * @param context - the locale's words, the retention period, and the index of the item being read
 */
export function extractText<T>(parts: readonly TextPart<T>[], data: T, page: PageText, context: TextContext): void {
  for (const part of parts) {
    if ('read' in part) add(page, part.weight, part.read(data, context));
    else if ('message' in part) {
      const values = part.values?.(data, context);
      const text = part.markup ? context.t.markup(part.message, { ...values, link: (chunks) => chunks }) : context.t(part.message, values);
      add(page, part.weight, text);
    } else if ('portableText' in part) page.portableText(part.portableText(data, context));
    else if ('when' in part) {
      if (found(part.when(data, context))) extractText(part.parts, data, page, context);
    } else if ('each' in part) {
      (part.each(data, context) ?? []).forEach((item, index) => extractText(part.parts as readonly TextPart<unknown>[], item, page, { ...context, index }));
    } else {
      const type = (data as { _type?: unknown })._type;
      const parts = typeof type === 'string' && Object.hasOwn(part.byType, type) ? part.byType[type] : undefined;
      if (parts) extractText(parts as readonly TextPart<unknown>[], data, page, context);
    }
  }
}

function add(page: PageText, weight: Weight, texts: Texts): void {
  const list = typeof texts === 'string' || texts == null ? [texts] : texts;
  if (weight === 'title') page.title(list.at(-1));
  else if (weight === 'heading') list.forEach((text) => page.heading(text));
  else page.text(...list);
}
