import { createClient } from '@sanity/client';
import { clientConfig, type SanityConfig } from '../content/env';

/** A Studio user the project's API vouched for. */
export interface StudioCaller {
  /** Sanity's user id, e.g. `pAbC123`. */
  id: string;
  /** The caller's own token, to read as the caller reads. */
  token: string;
}

/** Why a caller was refused: no usable token (401), or Sanity could not be asked (503). */
export class CallerRefusedError extends Error {
  constructor(
    message: string,
    /** 401 when the token is missing or Sanity refused it; 503 when Sanity did not answer. */
    readonly status: 401 | 503,
  ) {
    super(message);
    this.name = 'CallerRefusedError';
  }
}

// A Sanity token: letters, digits, dots, dashes and underscores (session and robot tokens alike).
const BEARER = /^Bearer ([\w.-]{8,500})$/;
/** How long the project's API may take to say who a token is, in ms. */
const VERIFY_TIMEOUT_MS = 5000;

/**
 * The Studio user behind an `Authorization: Bearer <token>` header, checked with the project's
 * API (`GET /users/me`, which answers the token's user, `{}` for no user, 401 for a bad token).
 * A member of the project has a role in it; a token of another project's user gets no role and is
 * refused. The token is sent nowhere else.
 * @param authorization - the request's `Authorization` header, or null
 * @param config - the project the site reads
 * @throws CallerRefusedError 401 without a bearer token, for a token Sanity refuses or that names
 *   no user of the project; 503 when Sanity does not answer within 5 s or answers an error
 */
export async function verifyStudioCaller(authorization: string | null, config: SanityConfig): Promise<StudioCaller> {
  const token = BEARER.exec(authorization?.trim() ?? '')?.[1];
  if (!token) throw new CallerRefusedError('Sign in to the Studio: the request carried no Sanity token.', 401);
  const client = createClient({ ...clientConfig(config), useCdn: false, token });
  let user: { id?: unknown; roles?: unknown; role?: unknown };
  try {
    user = await client.request({ url: '/users/me', tag: 'site.translate-caller', signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (status === 401 || status === 403) throw new CallerRefusedError('Sign in to the Studio again: Sanity did not accept your session.', 401);
    throw new CallerRefusedError(`Sanity could not say who you are (${error instanceof Error ? error.message : String(error)}); try again in a minute.`, 503);
  }
  const hasRole = (Array.isArray(user.roles) && user.roles.length > 0) || (typeof user.role === 'string' && user.role !== '');
  if (typeof user.id !== 'string' || user.id === '' || !hasRole) throw new CallerRefusedError('Sign in to the Studio as a member of this project.', 401);
  return { id: user.id, token };
}
