import { mkdir, open, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createEntryCodec, type EntryCodec } from './codec';
import { secondsUntilFree, type DeadLetter, type EnquiryOutbox, type OutboxEntry, type OutboxOptions } from './entry';

/** An entry's file is `<id>.sealed`; its content is the sealed entry (`./codec.ts`), not JSON. */
const SUFFIX = '.sealed';
/** A file being written; what a crash leaves of a put. */
const PARTIAL = '.tmp';
/** The subfolder entries are set aside in, as they were, for a person to look at. */
export const DEAD_LETTER_FOLDER = 'dead-letter';

/**
 * The outbox of one instance without Redis: one sealed file per enquiry in `<dir>`, written to a
 * temporary file, flushed to disk, then renamed, so a crash leaves either the whole entry or none.
 * The folder must outlive the process (a volume, not a serverless function's disk) and belong to
 * one instance, as the embedded store's folder does.
 *
 * The folder is read once, at the first call. A file that does not open and validate as an entry
 * for the id its name gives (a forged or altered file, one from another secret, anything else left
 * there) is moved to `<dir>/dead-letter/`, dated no later than when it was found, and reported.
 * The dead letters are deleted with the expired entries (by their files' modification time).
 *
 * @param dir - e.g. `.data/enquiries/outbox` (made when missing)
 */
export function createFileOutbox(dir: string, { secret, onDeadLetter = () => undefined, now = Date.now }: OutboxOptions): EnquiryOutbox {
  const codec = createEntryCodec(secret);
  const file = (id: string) => path.join(/* turbopackIgnore: true */ dir, `${id}${SUFFIX}`);
  let entries: Promise<Map<string, OutboxEntry>> | undefined;
  // One operation at a time, so a count and the put it decides are not interleaved.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(operation: (held: Map<string, OutboxEntry>) => Promise<T>): Promise<T> => {
    entries ??= load(dir, codec, onDeadLetter, now);
    const run = queue.then(async () => operation(await (entries as Promise<Map<string, OutboxEntry>>)));
    queue = run.catch(() => undefined);
    return run;
  };
  const received = (entry: OutboxEntry) => Date.parse(entry.receivedAt);
  const oldestFirst = (held: Map<string, OutboxEntry>) => [...held.values()].sort((a, b) => received(a) - received(b));

  return {
    name: `files:${dir}`,
    put: (entry, limit) =>
      serial(async (held) => {
        if (!held.has(entry.id)) {
          const since = now() - limit.windowMinutes * 60_000;
          const counted = [...held.values()].filter((e) => e.form === entry.form && e.clientKey === entry.clientKey && received(e) > since).map(received);
          if (counted.length >= limit.points) {
            return { status: 'limited', retryAfterSeconds: secondsUntilFree(Math.min(...counted), limit.windowMinutes, now()) };
          }
        }
        await writeDurably(file(entry.id), codec.encode(entry));
        held.set(entry.id, entry);
        return { status: 'stored' };
      }),
    due: (count) => serial(async (held) => oldestFirst(held).slice(0, count)),
    remove: (id) =>
      serial(async (held) => {
        await rm(file(id), { force: true });
        held.delete(id);
      }),
    deadLetter: (entry) =>
      serial(async (held) => {
        if (!held.has(entry.id)) return;
        await setAside(dir, `${entry.id}${SUFFIX}`, received(entry));
        held.delete(entry.id);
      }),
    expire: (cutoffMs) =>
      serial(async (held) => {
        const expired = [];
        for (const entry of oldestFirst(held)) {
          if (received(entry) >= cutoffMs) break;
          await rm(file(entry.id), { force: true });
          held.delete(entry.id);
          expired.push({ id: entry.id, form: entry.form });
        }
        // A crash's partial write holds an enquiry too.
        const dropped = (await dropOlder(dir, cutoffMs, (name) => name.endsWith(PARTIAL))) + (await dropOlder(path.join(/* turbopackIgnore: true */ dir, DEAD_LETTER_FOLDER), cutoffMs, () => true));
        return { expired, dropped };
      }),
    stats: () =>
      serial(async (held) => {
        const oldest = oldestFirst(held)[0];
        return { depth: held.size, oldestReceivedAt: oldest?.receivedAt ?? null };
      }),
  };
}

/**
 * Reads the entries a previous process left. A file that does not open and validate as the entry
 * its name gives is set aside and reported.
 */
async function load(dir: string, codec: EntryCodec, onDeadLetter: (letter: DeadLetter) => void, now: () => number): Promise<Map<string, OutboxEntry>> {
  const inDir = (name: string) => path.join(/* turbopackIgnore: true */ dir, name);
  await mkdir(/* turbopackIgnore: true */ dir, { recursive: true });
  const held = new Map<string, OutboxEntry>();
  for (const item of await readdir(/* turbopackIgnore: true */ dir, { withFileTypes: true })) {
    if (!item.isFile() || item.name.endsWith(PARTIAL)) continue;
    const id = item.name.endsWith(SUFFIX) ? item.name.slice(0, -SUFFIX.length) : item.name;
    try {
      const decoded = codec.decode(id, await readFile(inDir(item.name), 'utf8'));
      if (decoded.ok) {
        held.set(id, decoded.entry);
        continue;
      }
      // A file dated in the future would otherwise outlast the retention period.
      await setAside(dir, item.name, Math.min(now(), (await stat(inDir(item.name))).mtimeMs));
      onDeadLetter({ id, reason: decoded.reason });
    } catch {
      // This process may not read or move it: it stays where it is, undelivered.
    }
  }
  return held;
}

/** Moves `<dir>/<name>` to the dead letters, its time set to `sinceMs`, from which the retention period counts. */
async function setAside(dir: string, name: string, sinceMs: number): Promise<void> {
  const deadDir = path.join(/* turbopackIgnore: true */ dir, DEAD_LETTER_FOLDER);
  await mkdir(/* turbopackIgnore: true */ deadDir, { recursive: true, mode: 0o700 });
  const target = path.join(/* turbopackIgnore: true */ deadDir, name);
  await rename(path.join(/* turbopackIgnore: true */ dir, name), target);
  const since = new Date(sinceMs);
  await utimes(/* turbopackIgnore: true */ target, since, since);
}

/** Deletes the files of `folder` that `pick` names and that were modified before `cutoffMs`; a missing folder has none. */
async function dropOlder(folder: string, cutoffMs: number, pick: (name: string) => boolean): Promise<number> {
  let items;
  try {
    items = await readdir(/* turbopackIgnore: true */ folder, { withFileTypes: true });
  } catch {
    return 0;
  }
  let dropped = 0;
  for (const item of items) {
    if (!item.isFile() || !pick(item.name)) continue;
    const target = path.join(/* turbopackIgnore: true */ folder, item.name);
    const info = await stat(target).catch(() => null);
    if (!info || info.mtimeMs >= cutoffMs) continue;
    await rm(target, { force: true });
    dropped += 1;
  }
  return dropped;
}

/** Writes `text` so that `target` holds either its old content or all of `text`, on disk. */
async function writeDurably(target: string, text: string): Promise<void> {
  const temporary = `${target}${PARTIAL}`;
  await writeFile(/* turbopackIgnore: true */ temporary, text, { flush: true, mode: 0o600 });
  await rename(temporary, target);
  // The rename itself is durable only once the folder is flushed.
  const folder = await open(path.dirname(target), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
