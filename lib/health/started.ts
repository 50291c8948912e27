/** Where the start-up checks leave their mark: one per process, shared by every bundle Next makes. */
const STARTED = Symbol.for('corporate-formation-site.started');
type StartedHolder = typeof globalThis & { [STARTED]?: true };

/** Marks this server as started: its configuration was read and checked (`instrumentation.ts`). */
export function markStarted(): void {
  (globalThis as StartedHolder)[STARTED] = true;
}

/** Whether {@link markStarted} ran in this process. */
export function hasStarted(): boolean {
  return (globalThis as StartedHolder)[STARTED] === true;
}
