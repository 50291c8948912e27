import { processSlot } from '../process/singleton';

/** Where the start-up checks leave their mark: one per process, shared by every bundle Next makes. */
const started = processSlot<true>('started');

/** Marks this server as started: its configuration was read and checked (`instrumentation.ts`). */
export function markStarted(): void {
  started.set(true);
}

/** Whether {@link markStarted} ran in this process. */
export function hasStarted(): boolean {
  return started.get() === true;
}
