// The Studio's JSON endpoints about who is signed in and where: the session (`/users/me`, `/auth/*`),
// the services it polls and gets nothing from, the users and their key-value store, and the project
// (`/projects/{id}/…`). Each route group answers `undefined` for a path that is not one of its own.
import { EDITOR, EDITOR_ACL, requireToken } from './studio-context.mjs';

/** @typedef {import('./studio-context.mjs').StudioContext} StudioContext */
/**
 * A JSON request to the Studio's endpoints: its path without the API version, its method, and its
 * body parsed on demand.
 * @typedef {{ path: string, method: string, url: URL, json: () => any, authorized: boolean }} StudioRequest
 */

/** The creation and update time of everything the project answers. */
const EPOCH = new Date(0).toISOString();

/**
 * `/users/me` (the editor for the token, `{}` without one), `/auth/id`, `/auth/providers` (none:
 * sign in with the token) and `/auth/logout`.
 * @param {StudioContext} ctx
 * @param {StudioRequest} request
 */
export function sessionRoute(ctx, { path, authorized }) {
  if (path === '/users/me') return authorized ? { ...EDITOR } : {};
  if (path === '/auth/id') {
    requireToken(ctx, authorized);
    return { id: EDITOR.id };
  }
  if (path === '/auth/providers') return { thirdPartyLogin: false, sso: { saml: false }, providers: [] };
  if (path === '/auth/logout') return {};
  return undefined;
}

/**
 * The services the Studio asks and the lake has nothing for: ping, the CORS check, features (no
 * releases, comments, tasks, scheduled publishing), telemetry (denied), journeys, help, schedules.
 * @param {StudioContext} ctx
 * @param {StudioRequest} request
 */
export function serviceRoute(ctx, { path }) {
  // `/data/ping/{dataset}`: the Studio asks it once for the shard (an `X-Sanity-Shard` header, which
  // the lake does not send: it has one shard).
  if (path === '/ping' || /^\/data\/ping\/[^/]+$/.test(path)) return { message: 'PONG' };
  if (path === '/check/cors') return { result: { allowed: true, withCredentials: true } };
  if (path === '/features') return [];
  if (path === '/intake/telemetry-status') return { status: 'denied' };
  if (path === '/intake/batch') return {};
  if (path.startsWith('/journey/')) return path === '/journey/announcements' ? [] : {};
  if (path === '/help') return { resources: [] };
  if (path.startsWith(`/schedules/${ctx.projectId}/`)) return { schedules: [] };
  return undefined;
}

/**
 * `/users/me/keyvalue` (PUT `[{ key, value }]`, GET `/{keys}`, kept in memory) and `/users/{ids}`
 * (the editor; one user for one id, else a list).
 * @param {StudioContext} ctx
 * @param {StudioRequest} request
 */
export function userRoute(ctx, { path, method, json, authorized }) {
  const { keyValues } = ctx;
  if (path === '/users/me/keyvalue' && method === 'PUT') {
    requireToken(ctx, authorized);
    const pairs = json();
    for (const { key, value } of pairs) keyValues.set(key, value);
    return pairs.map(({ key }) => ({ key, value: keyValues.get(key) }));
  }
  let m = path.match(/^\/users\/me\/keyvalue\/(.+)$/);
  if (m) {
    requireToken(ctx, authorized);
    return decodeURIComponent(m[1])
      .split(',')
      .map((key) => ({ key, value: keyValues.has(key) ? keyValues.get(key) : null }));
  }
  m = path.match(/^\/users\/([^/]+)$/);
  if (m) {
    requireToken(ctx, authorized);
    const ids = decodeURIComponent(m[1]).split(',');
    const user = { id: EDITOR.id, displayName: EDITOR.name, givenName: 'Loopback', familyName: 'Editor', middleName: null, imageUrl: null, email: EDITOR.email, isCurrentUser: true };
    const users = ids.flatMap((id) => (id === EDITOR.id ? [user] : []));
    return ids.length === 1 ? (users[0] ?? null) : users;
  }
  return undefined;
}

/** The project itself, with the editor as its one member unless `includeMembers=false`. */
function project(/** @type {StudioContext} */ ctx, /** @type {URL} */ url) {
  const { projectId } = ctx;
  const member = { id: EDITOR.id, role: EDITOR.role, roles: EDITOR.roles, isCurrentUser: true, isRobot: false, createdAt: EPOCH, updatedAt: EPOCH };
  return {
    id: projectId, displayName: `Loopback ${projectId}`, studioHost: null, isBlocked: false, isDisabled: false, isDisabledByUser: false,
    activityFeedEnabled: false, metadata: { color: '#2276fc', externalStudioHost: '' }, maxRetentionDays: 3, organizationId: null,
    organization: null, members: url.searchParams.get('includeMembers') === 'false' ? [] : [member], features: [], pendingInvites: 0, createdAt: EPOCH, updatedAt: EPOCH,
  };
}

/** The editor's grants on the project, its datasets and members, and every document. */
function grants() {
  const grant = (names, config = {}) => [{ grants: names.map((name) => ({ name, params: {} })), config }];
  return {
    'sanity.project': grant(['read', 'update']),
    'sanity.project.datasets': grant(['read']),
    'sanity.project.members': grant(['read']),
    'sanity.document.filter': grant(['read', 'create', 'update', 'history'], { filter: '_id in path("**")' }),
  };
}

/**
 * `/projects/{id}` and below: the project, its datasets, the dataset's ACL, grants, roles,
 * user applications (none) and whether a content release may be made (no).
 * @param {StudioContext} ctx
 * @param {StudioRequest} request
 * @returns {unknown} `undefined` also for a path below the project that is not answered
 * @throws the lake's 401 without the token, 404 for another project
 */
export function projectRoute(ctx, { path, url, authorized }) {
  const { projectId, dataset } = ctx;
  const m = path.match(/^\/projects\/([^/]+)(\/.*)?$/);
  if (!m) return undefined;
  requireToken(ctx, authorized);
  if (m[1] !== projectId) throw new ctx.LakeError(404, 'notFoundError', `Project "${m[1]}" not found`, { errorCode: 'SIO-404-PNF' });
  const rest = m[2] ?? '';
  if (rest === '') return project(ctx, url);
  if (rest === '/datasets') return url.searchParams.get('datasetProfile') === 'comments' ? [] : [{ name: dataset, aclMode: 'public', tags: [], addonFor: null, datasetProfile: 'content', createdAt: EPOCH, createdByUserId: EDITOR.id, features: [] }];
  if (rest === `/datasets/${dataset}/acl`) return EDITOR_ACL;
  if (rest === '/grants') return grants();
  if (rest === '/roles') return EDITOR.roles.map((r) => ({ ...r, isCustom: false, projectId, appliesToUsers: true, appliesToRobots: true }));
  if (rest.startsWith('/user-applications')) return [];
  if (rest === '/new-content-release-allowed') return { allowed: false };
  return undefined;
}
