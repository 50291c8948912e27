import { createFormatter, createTranslator } from 'next-intl';
import type { Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages';

/** What a page's record needs besides its content: the locale's interface words and settings. */
export type RecordContext = {
  locale: Locale;
  /** The locale's messages over English, as pages get them (`readMessages`, `lib/i18n/messages.ts`). */
  messages: Messages;
  /** How long enquiries are kept, in days (`ENQUIRY_RETENTION_DAYS`), which the forms and the privacy policy state. */
  retentionDays: number;
  /** The time zone dates are shown in; the system's, as next-intl's default on the server. */
  timeZone?: string;
};

function makeWords({ locale, messages, timeZone }: RecordContext) {
  return {
    locale,
    t: createTranslator({ locale, messages }),
    format: createFormatter({ locale, timeZone: timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone }),
  };
}

/** The translator and formatter of {@link recordWords}. */
export type RecordWords = ReturnType<typeof makeWords>;

/** Translators by catalog: one keeps the messages it has parsed, which a reindex asks thousands of times. */
const made = new WeakMap<Messages, Map<string, RecordWords>>();

/**
 * The locale's translator and formatter, made as next-intl makes `useTranslations` and
 * `useFormatter`, so a plural, a price or a date reads exactly as the templates render it.
 * Made once per catalog, locale and time zone.
 */
export function recordWords(context: RecordContext): RecordWords {
  const key = `${context.locale} ${context.timeZone ?? ''}`;
  const byKey = made.get(context.messages) ?? new Map<string, RecordWords>();
  made.set(context.messages, byKey);
  const words = byKey.get(key) ?? makeWords(context);
  byKey.set(key, words);
  return words;
}
