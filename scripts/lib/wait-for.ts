/**
 * Polls `check` every `intervalMs` (default 250) until it returns something truthy, for the
 * bench's waits on a running server and lake.
 * @returns what `check` returned
 * @throws Error naming `what` after `timeoutMs` (ms)
 */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs: number, what: string, intervalMs = 250): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
