import { LOCALE_REDIRECT_SCRIPT_ID, localeRedirectScript } from '@/lib/i18n/detect';

/**
 * The language detection of docs/requirements.md, §4 Language, for the English home page (`/`): an inline script, run before the
 * page is painted, that sends a visitor whose stored or browser language is another of the
 * site's languages to that locale's home page (`lib/i18n/detect.ts` says why it runs in the
 * browser). `stripRuntime` keeps it by its `id`.
 */
export function LocaleRedirect() {
  return <script id={LOCALE_REDIRECT_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: localeRedirectScript() }} />;
}
