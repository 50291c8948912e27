import { readWholeNumber } from '../config/whole-number';
import { redactUrl } from '../log/redact-url';

/** How the server reaches DeepL. */
export interface DeeplConfig {
  /** `DEEPL_API_KEY`; a key ending in `:fx` is a free account's, which deepl-node sends to api-free.deepl.com. */
  apiKey: string;
  /** `DEEPL_SERVER_URL`, e.g. the tests' loopback DeepL; undefined = DeepL's own. */
  serverUrl: string | undefined;
}

/**
 * The DeepL settings from the environment (docs/configuration.md): `DEEPL_API_KEY` turns machine
 * translation on, `DEEPL_SERVER_URL` points it at another server.
 * @returns the settings, or null when `DEEPL_API_KEY` is unset or empty (the feature is off)
 * @throws Error naming `DEEPL_SERVER_URL` when it is not an http(s) URL (its secrets redacted)
 */
export function readDeeplConfig(env: Readonly<Record<string, string | undefined>> = process.env): DeeplConfig | null {
  const serverUrl = env.DEEPL_SERVER_URL?.trim() || undefined;
  if (serverUrl !== undefined) {
    let protocol = '';
    try {
      protocol = new URL(serverUrl).protocol;
    } catch {
      // Reported below with the value.
    }
    if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`DEEPL_SERVER_URL must be an http(s) URL such as https://api.deepl.com, got "${redactUrl(serverUrl)}"`);
  }
  const apiKey = env.DEEPL_API_KEY?.trim();
  return apiKey ? { apiKey, serverUrl } : null;
}

/**
 * Translations a client may ask for per minute, from `TRANSLATE_RATE_LIMIT` (default 20: an
 * editor asks once per document and language, and each costs DeepL characters).
 * @throws Error naming the variable when it is not a whole number of at least 1
 */
export function readTranslateRateLimit(env: Readonly<Record<string, string | undefined>> = process.env): number {
  return readWholeNumber(env, 'TRANSLATE_RATE_LIMIT', 20, 1);
}
