import { AuthorizationError, ConnectionError, QuotaExceededError, TooManyRequestsError } from 'deepl-node';

/** The errors of `error`'s `cause` chain, itself first. */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && chain.length < 10; current = current instanceof Error ? current.cause : undefined) chain.push(current);
  return chain;
}

/**
 * What an editor reads when a machine translation failed: DeepL's refusals that have a remedy
 * (its quota used up, the site's key refused, too many requests, DeepL out of reach) in plain
 * words saying whom to ask or when to try again, else the error's own message, which names the
 * step (`Machine translation into sv (DeepL sv) failed: DeepL did not answer within 30 s`).
 * @param error - what `translateDocument` threw (deepl-node's error somewhere in its `cause` chain)
 */
export function translationFailureMessage(error: unknown): string {
  const chain = causes(error);
  const has = (kind: abstract new (...args: never[]) => Error) => chain.some((cause) => cause instanceof kind);
  if (has(QuotaExceededError)) return 'DeepL’s quota of characters for this billing period is used up: ask whoever holds the DeepL account to raise it, or wait for the next period.';
  if (has(AuthorizationError)) return 'DeepL refused the site’s key (DEEPL_API_KEY): ask a developer to check it.';
  if (has(TooManyRequestsError)) return 'DeepL is answering too many requests just now: try again in a minute.';
  if (has(ConnectionError)) return 'DeepL could not be reached: try again in a minute.';
  return error instanceof Error ? error.message : String(error);
}
