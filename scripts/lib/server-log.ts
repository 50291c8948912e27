/**
 * Reading a server's log: JSON lines from pino (`lib/log/logger.ts`, one event each, listed in
 * docs/operations.md, "Logs") among Next's and npm's own plain-text lines.
 */

/** One pino line: its level (30 info, 40 warn, 50 error, 60 fatal), time (epoch ms), event and fields. */
export type ServerLogLine = { level: number; time: number; event?: string; msg?: string; requestId?: string } & Record<string, unknown>;

/** pino's level number of warn: lines at it or above report a problem. */
export const WARN_LEVEL = 40;

/** `text` as a pino line, or `null` for any other line (Next's `▲ Next.js`, `⨯ …`, npm's notices). */
export function parseLogLine(text: string): ServerLogLine | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return null;
  try {
    const parsed = JSON.parse(trimmed) as unknown;
    return parsed && typeof parsed === 'object' && typeof (parsed as { level?: unknown }).level === 'number' ? (parsed as ServerLogLine) : null;
  } catch {
    return null;
  }
}

/**
 * The pino lines of `log` (a whole log's text) with event `event`, in order, for which `matches`
 * holds (every one when omitted).
 */
export function logEvents(log: string, event: string, matches: (line: ServerLogLine) => boolean = () => true): ServerLogLine[] {
  return log
    .split('\n')
    .map(parseLogLine)
    .filter((line): line is ServerLogLine => line !== null && line.event === event && matches(line));
}

/** The colour codes a terminal would show, which Next writes into its own lines. */
const COLOURS = /\u001b\[[0-9;]*m/g;

/**
 * The lines of `log` that report a problem: pino lines at level warn or above, and any other
 * line that says error, warn or `⨯` (Next's own error lines), except npm's notices about the
 * machine's npm configuration. Info lines never count, whatever words their message holds.
 */
export function problemLines(log: string): string[] {
  return log
    .split('\n')
    .map((line) => line.replace(COLOURS, ''))
    .filter((line) => {
      const parsed = parseLogLine(line);
      if (parsed) return parsed.level >= WARN_LEVEL;
      return /error|⨯|warn/i.test(line) && !line.startsWith('npm warn');
    });
}
