/**
 * A whole-number setting from the environment, or `fallback` when unset or blank.
 * @throws Error naming the variable when it is not a whole number of at least `min`, so a
 *   server or build stops at start-up with a message that says what to fix
 */
export function readWholeNumber(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  return value;
}
