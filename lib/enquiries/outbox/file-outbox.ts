import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { secondsUntilFree, type EnquiryOutbox, type OutboxEntry } from './entry';

/**
 * The outbox of one instance without Redis: one JSON file per enquiry in `<dir>`, written to a
 * temporary file, flushed to disk, then renamed, so a crash leaves either the whole entry or none.
 * The folder must outlive the process (a volume, not a serverless function's disk) and belong to
 * one instance, as the embedded store's folder does.
 *
 * @param dir - e.g. `.data/enquiries/outbox` (made when missing)
 * @param now - the clock, in ms (tests)
 */
export function createFileOutbox(dir: string, now: () => number = Date.now): EnquiryOutbox {
  let entries: Promise<Map<string, OutboxEntry>> | undefined;
  // One operation at a time, so a count and the put it decides are not interleaved.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(operation: (held: Map<string, OutboxEntry>) => Promise<T>): Promise<T> => {
    entries ??= load(dir);
    const run = queue.then(async () => operation(await (entries as Promise<Map<string, OutboxEntry>>)));
    queue = run.catch(() => undefined);
    return run;
  };
  const file = (id: string) => path.join(/* turbopackIgnore: true */ dir, `${id}.json`);

  return {
    name: `files:${dir}`,
    put: (entry, limit) =>
      serial(async (held) => {
        if (!held.has(entry.id)) {
          const since = now() - limit.windowMinutes * 60_000;
          const counted = [...held.values()]
            .filter((e) => e.form === entry.form && e.clientKey === entry.clientKey && Date.parse(e.receivedAt) > since)
            .map((e) => Date.parse(e.receivedAt));
          if (counted.length >= limit.points) {
            return { status: 'limited', retryAfterSeconds: secondsUntilFree(Math.min(...counted), limit.windowMinutes, now()) };
          }
        }
        await writeDurably(file(entry.id), JSON.stringify(entry));
        held.set(entry.id, entry);
        return { status: 'stored' };
      }),
    due: (count) =>
      serial(async (held) => [...held.values()].sort((a, b) => a.receivedAt.localeCompare(b.receivedAt)).slice(0, count)),
    remove: (id) =>
      serial(async (held) => {
        await rm(file(id), { force: true });
        held.delete(id);
      }),
    stats: () =>
      serial(async (held) => {
        const times = [...held.values()].map((e) => e.receivedAt).sort();
        return { depth: times.length, oldestReceivedAt: times[0] ?? null };
      }),
  };
}

/** Reads the entries a previous process left; a file that does not parse is left for a person. */
async function load(dir: string): Promise<Map<string, OutboxEntry>> {
  await mkdir(/* turbopackIgnore: true */ dir, { recursive: true });
  const held = new Map<string, OutboxEntry>();
  for (const name of await readdir(/* turbopackIgnore: true */ dir)) {
    if (!name.endsWith('.json')) continue;
    try {
      const entry = JSON.parse(await readFile(path.join(/* turbopackIgnore: true */ dir, name), 'utf8')) as OutboxEntry;
      held.set(entry.id, entry);
    } catch {
      // Not ours, or damaged by hand: delivering a guess would be worse than leaving it.
    }
  }
  return held;
}

/** Writes `text` so that `target` holds either its old content or all of `text`, on disk. */
async function writeDurably(target: string, text: string): Promise<void> {
  const temporary = `${target}.tmp`;
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
