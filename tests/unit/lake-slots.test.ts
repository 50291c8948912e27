import { describe, expect, it } from 'vitest';
import { createLakeSlots, inBackground } from '@/lib/content/lake-slots';

/** A task that runs until `finish` is called, noting when it started. */
function heldTask(started: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => (started.push(name), done.then(() => name)), finish: () => finish() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the Content Lake’s request slots', () => {
  it('give a freed slot to a page’s query before the background work that waited longer', async () => {
    const run = createLakeSlots(2, 0);
    const started: string[] = [];
    const first = heldTask(started, 'page 1');
    const second = heldTask(started, 'page 2');
    const records = heldTask(started, 'records');
    const page = heldTask(started, 'page 3');
    const all = [run(first.task), run(second.task), inBackground(() => run(records.task)), run(page.task)];
    await tick();
    expect(started).toEqual(['page 1', 'page 2']);
    first.finish();
    await tick();
    expect(started).toEqual(['page 1', 'page 2', 'page 3']);
    second.finish();
    await tick();
    expect(started.at(-1)).toBe('records');
    records.finish();
    page.finish();
    expect(await Promise.all(all)).toEqual(['page 1', 'page 2', 'records', 'page 3']);
  });

  it('leave the reserved slots to the pages while background work waits', async () => {
    const run = createLakeSlots(8);
    const started: string[] = [];
    const records = Array.from({ length: 10 }, (_, i) => heldTask(started, `record ${i}`));
    const reading = inBackground(() => Promise.all(records.map((record) => run(record.task))));
    await tick();
    // A quarter of the slots (2 of 8) stay free for pages.
    expect(started).toHaveLength(6);
    const page = heldTask(started, 'page');
    const rendering = run(page.task);
    await tick();
    expect(started.at(-1)).toBe('page');
    page.finish();
    await rendering;
    records.forEach((record) => record.finish());
    expect(await reading).toHaveLength(10);
  });

  it('pass a task’s rejection on and free its slot', async () => {
    const run = createLakeSlots(1);
    await expect(run(async () => Promise.reject(new Error('lake down')))).rejects.toThrow('lake down');
    await expect(run(() => { throw new Error('at once'); })).rejects.toThrow('at once');
    expect(await run(async () => 'next')).toBe('next');
  });
});
