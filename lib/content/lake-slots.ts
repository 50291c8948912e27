import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The Content Lake's request slots of one process, shared by the pages a visitor waits for and
 * the work nobody waits for (the search records of a publish). Background work must wait for the
 * pages, never the other way round: a page rendered right after a publish would otherwise queue
 * behind hundreds of the records' reads.
 */

const background = new AsyncLocalStorage<true>();

/**
 * Runs `fn` as background work: every Content Lake query it makes, directly or through the
 * loaders, takes a slot only when no foreground query waits for one, and leaves some slots to the
 * pages (see {@link createLakeSlots}).
 * @returns what `fn` returns
 */
export function inBackground<T>(fn: () => Promise<T>): Promise<T> {
  return background.run(true, fn);
}

/** Whether the caller runs inside {@link inBackground}. */
export function isBackground(): boolean {
  return background.getStore() === true;
}

/**
 * At most `concurrency` tasks at once. A freed slot goes to the foreground task that waited
 * longest; a background task ({@link inBackground}) gets one only when no foreground task waits,
 * and background tasks hold at most `concurrency - reserved` slots at once (at least one), so a
 * page's query starts at once even while a publish's records are read.
 * @param concurrency - slots in all (at least 1)
 * @param reserved - slots background work never takes (default a quarter, rounded up)
 * @returns `run(task)`, which resolves or rejects as `task` does once it had its slot
 */
export function createLakeSlots(concurrency: number, reserved: number = Math.ceil(concurrency / 4)) {
  const backgroundMax = Math.max(1, concurrency - reserved);
  const waiting: { foreground: (() => void)[]; background: (() => void)[] } = { foreground: [], background: [] };
  let active = 0;
  let activeBackground = 0;
  const startNext = () => {
    while (active < concurrency) {
      const start = waiting.foreground.shift() ?? (activeBackground < backgroundMax ? waiting.background.shift() : undefined);
      if (!start) return;
      start();
    }
  };
  return function run<T>(task: () => Promise<T>): Promise<T> {
    const inTheBackground = isBackground();
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        active += 1;
        if (inTheBackground) activeBackground += 1;
        Promise.resolve()
          .then(task)
          .then(resolve, reject)
          .finally(() => {
            active -= 1;
            if (inTheBackground) activeBackground -= 1;
            startNext();
          });
      };
      (inTheBackground ? waiting.background : waiting.foreground).push(start);
      startNext();
    });
  };
}
