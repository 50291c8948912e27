import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Refusal } from './request-guard';

/**
 * Form posts that name no Server Action of this build. Next answers them with
 * a 4xx but logs an error for each ("Failed to find Server Action", "Invalid Server Actions
 * request", "Failed to parse body as FormData", the last with a 500), so a stale tab after a
 * deployment, a bot posting to pages or a fuzzer fills the error log. The proxy answers them
 * first, without a log line.
 */

/**
 * The ids of the build's Server Actions, from Next's `server-reference-manifest.json`
 * (`{ node: { <id>: … }, edge: { <id>: … } }`).
 * @param distDir - Next's build folder (`NEXT_DIST_DIR`), relative to the working directory
 * @returns the ids, or `null` when there is no production build (`next dev`)
 * @throws Error when the manifest exists but is not what Next writes
 */
export function readServerActionIds(distDir: string): Set<string> | null {
  let text: string;
  try {
    text = readFileSync(path.join(process.cwd(), distDir, 'server', 'server-reference-manifest.json'), 'utf8');
  } catch {
    return null;
  }
  const manifest = JSON.parse(text) as { node?: unknown; edge?: unknown };
  if (typeof manifest.node !== 'object' || manifest.node === null) {
    throw new Error(`${distDir}/server/server-reference-manifest.json has no "node": Next's build output changed; see lib/http/server-actions.ts`);
  }
  return new Set([...Object.keys(manifest.node), ...Object.keys((manifest.edge as object | null) ?? {})]);
}

/** How a form post names its action: the header React sends, or the fields a no-JavaScript form carries. */
const ACTION_HEADER = 'next-action';
const ACTION_ID_FIELD = /^\$ACTION_ID_(.+)$/;
const ACTION_REF_FIELD = /^\$ACTION_REF_(.+)$/;

/** Which action a no-JavaScript form post names: `$ACTION_ID_<id>`, or `$ACTION_REF_<n>` with `$ACTION_<n>:0` = `{"id": …}`. */
function actionIdOfForm(form: FormData): string | null {
  for (const name of form.keys()) {
    const direct = ACTION_ID_FIELD.exec(name);
    if (direct) return direct[1] ?? null;
    const ref = ACTION_REF_FIELD.exec(name);
    if (ref) {
      try {
        const bound = JSON.parse(String(form.get(`$ACTION_${ref[1]}:0`) ?? '')) as { id?: unknown };
        return typeof bound.id === 'string' ? bound.id : null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Checks that a page `POST` (already a same-origin form post within the size limit, see
 * `refuseRequest` and `readBodyWithin`) calls an action of this build.
 *
 * - `Next-Action` header (a submit by React): 404 when the id is unknown (a page of an older
 *   deployment; reloading it helps). The body is not read.
 * - Otherwise (a form posted without JavaScript): the body is read as form data (Next gives the
 *   proxy a copy and replays the body to the page): 400 when it cannot be parsed or names no
 *   action, 404 when it names an unknown one.
 *
 * @param request - the post's headers, and its body read as form data (rejects when malformed)
 * @param known - from {@link readServerActionIds}
 * @returns the refusal, or `null` to let the post through
 */
export async function refuseUnknownAction(
  request: { headers: Headers; formData: () => Promise<FormData> },
  known: ReadonlySet<string>,
): Promise<Refusal | null> {
  const stale: Refusal = { status: 404, message: 'This form is from another version of the site. Reload the page and send it again.' };
  const header = request.headers.get(ACTION_HEADER);
  if (header !== null) return known.has(header) ? null : stale;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { status: 400, message: 'Malformed form data' };
  }
  const id = actionIdOfForm(form);
  if (id === null) return { status: 400, message: 'Expected a form of this site' };
  return known.has(id) ? null : stale;
}
