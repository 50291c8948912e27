import { describe, expect, it } from 'vitest';

/** The part of the function's `config.ts` tested here (Deno code, outside the site's type check). */
interface RetryOptions {
  delaysMs: number[];
  timeoutMs: number;
  deadlineMs: number;
}
interface ConfigModule {
  DEFAULT_RETRY: RetryOptions;
  readConfig(env: (name: string) => string | undefined): { retry: RetryOptions };
}
// A path in a variable: tsc would otherwise check the Deno files, whose imports end in `.ts`.
const CONFIG = '../../supabase/functions/send-contact-email/config.ts';
const { DEFAULT_RETRY, readConfig } = (await import(/* @vite-ignore */ CONFIG)) as ConfigModule;

/** The database webhook's timeout operators are told to set (docs/integrations.md, "Staff notifications"). */
const WEBHOOK_TIMEOUT_MS = 5000;

describe('send-contact-email retry settings', () => {
  it('by default every attempt and pause ends within the webhook timeout, with time left for the ledger', () => {
    const { retry } = readConfig(() => undefined);
    expect(retry).toEqual(DEFAULT_RETRY);
    expect(retry.deadlineMs).toBeLessThanOrEqual(WEBHOOK_TIMEOUT_MS - 1000);
    // Without the deadline, three hung attempts and two pauses would take 8.5 s.
    expect(retry.timeoutMs * (retry.delaysMs.length + 1) + retry.delaysMs.reduce((a, b) => a + b, 0)).toBeGreaterThan(WEBHOOK_TIMEOUT_MS);
  });

  it('reads EMAIL_DEADLINE_MS and names it when malformed', () => {
    expect(readConfig((name) => (name === 'EMAIL_DEADLINE_MS' ? '3000' : undefined)).retry.deadlineMs).toBe(3000);
    for (const raw of ['0', 'soon', '100,200', '70000']) {
      expect(() => readConfig((name) => (name === 'EMAIL_DEADLINE_MS' ? raw : undefined))).toThrow(/EMAIL_DEADLINE_MS/);
    }
  });
});
