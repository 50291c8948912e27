import { processSlot } from '../process/singleton';

/**
 * When this process last published a change, for the proxy's list of pages
 * (`lib/routing/content-paths.ts`). The webhook's route and the proxy are bundled apart but run
 * in one process, so the time is held process-wide, and only this module reads or writes it.
 */
const changedAt = processSlot<number>('content-changed-at');

/**
 * Notes that documents changed (a publish does it before it expires any page): the proxy's next
 * request then reloads the list of pages instead of trusting one up to 1 s old. Without it, a
 * request in that second reaches the page of a deleted document, which Next answers with its own
 * 404, a shell only its client runtime fills (blank under the site's CSP).
 * @param at - when, in ms since 1970 (default now)
 */
export function markContentChanged(at: number = Date.now()): void {
  changedAt.set(at);
}

/** When {@link markContentChanged} was last called in this process (ms since 1970), or -Infinity. */
export function contentChangedAt(): number {
  return changedAt.get() ?? Number.NEGATIVE_INFINITY;
}
