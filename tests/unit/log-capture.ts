import { writeLogsTo } from '@/lib/log/logger';

/** One log line as written: pino's fields and the event's own. */
export type LogLine = { level: number; time: number; event?: string; msg?: string; requestId?: string; err?: { type?: string; message?: string } } & Record<string, unknown>;

/** pino's numbers of the levels the tests look for. */
export const LEVEL = { info: 30, warn: 40, error: 50, fatal: 60 } as const;

/**
 * Sends the root logger's lines (and its children's) to an array until `restore()`, as the JSON
 * text they would be on standard output, parsed.
 */
export function captureLogs(): { lines: LogLine[]; raw: string[]; restore: () => void } {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const restore = writeLogsTo({
    write(line: string) {
      raw.push(line);
      lines.push(JSON.parse(line) as LogLine);
    },
  });
  return { lines, raw, restore };
}
