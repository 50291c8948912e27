/**
 * WordPress adapter configuration read from the environment (server-side only).
 *
 * - `WORDPRESS_API_URL`: the WordPress site's origin (and path, if WordPress lives below one),
 *   e.g. `https://cms.example.com`; requests go to `{WORDPRESS_API_URL}/wp-json/wp/v2/…`.
 *   Unset or blank = the home page uses the Sanity/seed content only.
 */
export interface WordPressConfig {
  /** Base URL without a trailing slash. */
  apiUrl: string;
}

const MESSAGE = 'WORDPRESS_API_URL must be an http(s) URL such as https://cms.example.com';

/**
 * Reads and checks `WORDPRESS_API_URL`.
 * @returns the configuration, or `null` when the variable is unset or blank.
 * @throws Error `WORDPRESS_API_URL must be an http(s) URL …` for any other value.
 */
export function readWordPressConfig(env: Record<string, string | undefined> = process.env): WordPressConfig | null {
  const value = env.WORDPRESS_API_URL?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(MESSAGE);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(MESSAGE);
  if (url.search || url.hash || url.username || url.password) throw new Error(`${MESSAGE}, without query, fragment or credentials`);
  return { apiUrl: url.origin + url.pathname.replace(/\/+$/, '') };
}
