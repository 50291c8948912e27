import { createRequire } from 'node:module';
import path from 'node:path';
import pino, { type DestinationStream, type Logger } from 'pino';
import { redactUrl } from './redact-url';

/** The values `LOG_LEVEL` takes, most verbose first; `silent` logs nothing. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/** One of {@link LOG_LEVELS}. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The level when `LOG_LEVEL` is unset or empty. */
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';

/**
 * Reads `LOG_LEVEL` (case-insensitive): unset or empty = {@link DEFAULT_LOG_LEVEL}.
 * @returns the level below which lines are dropped
 * @throws Error naming `LOG_LEVEL` and the values it takes when it is anything else, so a typo
 *   stops the server at start (`lib/startup/check-configuration.ts`) instead of hiding lines
 */
export function readLogLevel(env: Record<string, string | undefined> = process.env): LogLevel {
  const value = env.LOG_LEVEL?.trim().toLowerCase();
  if (!value) return DEFAULT_LOG_LEVEL;
  const level = LOG_LEVELS.find((known) => known === value);
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (or unset for ${DEFAULT_LOG_LEVEL}), got "${env.LOG_LEVEL}".`);
  return level;
}

/**
 * Keys whose values never reach a log line, at the top level or one object down (`*.email`):
 * credentials and the enquiry forms' fields. A safety net only: the code logs counts, document
 * ids and error messages, never a secret or what a visitor typed.
 */
export const REDACTED_KEYS = [
  'authorization',
  'cookie',
  'token',
  'accessToken',
  'apiKey',
  'secret',
  'password',
  'firstName',
  'lastName',
  'email',
  'phone',
  'subject',
  'founders',
  'cvr',
] as const;

/**
 * Keys redacted at the top level and inside the objects that would carry an enquiry, but not
 * everywhere: an error's `message` (under `err`) is what an operator needs to read.
 */
export const REDACTED_FIELDS = ['message', 'name'] as const;

/** Objects that would hold an enquiry's fields if one were ever logged whole. */
const ENQUIRY_CONTAINERS = ['enquiry', 'submission', 'fields', 'values', 'body', 'data'];

/** The redaction paths of {@link REDACTED_KEYS} and {@link REDACTED_FIELDS}. */
const REDACT_PATHS = [
  ...REDACTED_KEYS.flatMap((key) => [key, `*.${key}`]),
  ...REDACTED_FIELDS.flatMap((key) => [key, ...ENQUIRY_CONTAINERS.map((container) => `${container}.${key}`)]),
];

/**
 * An error as pino serializes it (type, message, stack, its own fields), with the password of any
 * URL in its strings replaced: a driver's or a parser's error may carry the connection string it
 * was given (Node's `Invalid URL` keeps it as `input`).
 */
function serializeError(error: Error): unknown {
  return redactStrings(pino.stdSerializers.err(error), 0);
}

/** `value` with {@link redactUrl} applied to every string, through plain objects and arrays a few levels down. */
function redactStrings(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactUrl(value);
  if (depth > 4 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => redactStrings(item, depth + 1));
  // Only plain records (pino's serialized errors among them): a Date or a Buffer stays as it is.
  if (value.constructor !== Object && value.constructor !== undefined) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactStrings(item, depth + 1)]));
}

/**
 * A JSON-lines logger: one line per event, `{"level":30,"time":<epoch ms>,"pid":…,"hostname":…,
 * "event":"warm-up",…,"msg":"…"}`, levels as pino numbers (30 info, 40 warn, 50 error, 60 fatal).
 * Errors go under `err` (type, message, stack). Keys of {@link REDACTED_KEYS} and
 * {@link REDACTED_FIELDS} read `[Redacted]`; the password of a URL in the message or in `err`
 * reads `***` (`./redact-url.ts`), as messages often quote an error's.
 * @param options.level - lines below it are dropped
 * @param options.destination - where each line is written, whole, one `write` per line
 */
export function createLogger({ level, destination }: { level: LogLevel; destination: DestinationStream }): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS },
      // pino passes the line's message, once formatted (or taken from `err` when none is given),
      // through the serializer of its key, `msg`.
      serializers: { err: serializeError, msg: (message: unknown) => (typeof message === 'string' ? redactUrl(message) : message) },
    },
    destination,
  );
}

/** The start's level: a malformed `LOG_LEVEL` logs at the default until the start check stops the server. */
function startLevel(): LogLevel {
  try {
    return readLogLevel();
  } catch {
    return DEFAULT_LOG_LEVEL;
  }
}

/**
 * Standard output, written synchronously: a line logged just before the process ends (a
 * refused start) is not lost, and no worker thread is started (pino's transports run in
 * one, which Next's bundled server code cannot load). Under `next dev`, pino-pretty formats each
 * line for a person, also synchronously; it is a devDependency, so it is loaded only there, from
 * the project's own `node_modules`.
 */
function standardOutput(): DestinationStream {
  if (process.env.NODE_ENV === 'development') {
    try {
      const load = createRequire(path.join(process.cwd(), 'package.json'));
      const pretty = load('pino-pretty') as typeof import('pino-pretty');
      return pretty({ sync: true, singleLine: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss.l' });
    } catch {
      // Without pino-pretty (installed without devDependencies): JSON lines, as in production.
    }
  }
  return pino.destination({ dest: 1, sync: true });
}

/** Where the root logger writes now; see {@link writeLogsTo}. */
let sink: DestinationStream = standardOutput();

/**
 * The server's root logger (level from `LOG_LEVEL`). Code that runs for a request logs through
 * its child instead (`requestLogger` in `./request.ts`), which adds the request id.
 */
export const logger: Logger = createLogger({ level: startLevel(), destination: { write: (line: string) => sink.write(line) } });

/**
 * Sends the root logger's lines (and its children's) to `destination` instead of standard
 * output, e.g. to read them in a test.
 * @returns a function that puts the previous destination back
 */
export function writeLogsTo(destination: DestinationStream): () => void {
  const previous = sink;
  sink = destination;
  return () => {
    sink = previous;
  };
}
