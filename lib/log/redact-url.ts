/** What a secret is replaced with. */
export const REDACTED = '***';

// A parameter whose name says it holds a secret: `password=`, `token=`, `apikey=`, `secret=`, and
// names ending in one (`sslpassword=`, `client_secret=`, `access_token=`, `x-api-key=`); `key=`,
// `pwd=`, `pass=`, `sig=` and `auth=` whole or after a separator, so `sslkey=` (a file path) stays.
// The value runs to the next `&` or white space: a password holding `#` or `;` is replaced whole.
const SECRET_PARAMETER = /(^|[?&;,\s"'(])((?:[\w.-]*?(?:password|passwd|secret|token|apikey|api[_-]key|signature|credentials?))|(?:[\w.-]*[_.-])?(?:key|pwd|pass|sig|auth))=[^&\s]*/gi;

/**
 * `text` with the secrets of the URLs in it replaced by {@link REDACTED}, so an error message or a
 * log line may echo a configuration value an operator got wrong without printing its password:
 * `got "redis//default:hunter2@cache:6379"` becomes `got "redis//default:***@cache:6379"`.
 *
 * Replaced, in any word (what lies between white space):
 * - the password of a user information (`user:***@host`), the user name kept to tell which
 *   account was meant; a user name alone after `//` is replaced whole (`https://***@host`), as some
 *   services take a token there;
 * - the value of a parameter named as a secret (`?password=***`, `&token=***`, `apikey=***`,
 *   `client_secret=***`, also in `key=value` connection strings).
 *
 * It reads characters, not a parsed URL, so values that `new URL` refuses are covered too
 * (`redis//user:pw@host`, `user:pw@host:6379`, a password with a raw `@` or `/`: everything up to
 * the word's last `@` goes). It errs towards replacing too much: an `@` in a query may take the
 * host with it. A password holding white space is not recognised whole; an e-mail address
 * (no `:` before its `@`) is left alone.
 * @param text - any text, e.g. an error message or a log line's message
 * @returns the text with each secret replaced; text without one comes back unchanged
 */
export function redactUrl(text: string): string {
  return text.replace(/\S+/g, redactUserInfo).replace(SECRET_PARAMETER, (_, before: string, name: string) => `${before}${name}=${REDACTED}`);
}

/** One word with the user information of the URL in it replaced, if it has one. */
function redactUserInfo(word: string): string {
  const at = word.lastIndexOf('@');
  if (at < 0) return word;
  const slashes = word.indexOf('//');
  if (slashes >= 0 && slashes < at) {
    const start = slashes + 2;
    const userInfo = word.slice(start, at);
    const colon = userInfo.indexOf(':');
    if (colon >= 0) return `${word.slice(0, start + colon + 1)}${REDACTED}${word.slice(at)}`;
    // A path with an `@` in it (`file:///…/node_modules/@scope/…` in a stack) has no user.
    if (userInfo !== '' && !userInfo.includes('/')) return `${word.slice(0, start)}${REDACTED}${word.slice(at)}`;
    return word;
  }
  // No `//` before the `@`: `user:password@host`, or a scheme that lost its slashes (`redis:u:p@h`).
  const colon = word.indexOf(':');
  return colon >= 0 && colon < at ? `${word.slice(0, colon + 1)}${REDACTED}${word.slice(at)}` : word;
}
