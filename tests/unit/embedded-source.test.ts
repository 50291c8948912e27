import * as groq from 'groq-js';
import { describe, expect, it, vi } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded-source';

// The real groq-js, with `evaluateSync` observable so one call can be made to fail.
vi.mock('groq-js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('groq-js')>();
  return { ...actual, evaluateSync: vi.fn(actual.evaluateSync) };
});

const dataset = [
  { _id: 'a', _type: 'page', language: 'en', title: 'Hello' },
  { _id: 'b', _type: 'page', language: 'da', title: 'Hej' },
];
const query = '*[_type == "page" && language == $locale][0]{ title, "tags": ["x"] }';

describe('embedded content source', () => {
  it('answers a repeated query with equal results that callers cannot change for each other', async () => {
    const source = createEmbeddedSource(dataset);
    const first = (await source.fetch(query, { locale: 'en' })) as { title: string; tags: string[] };
    first.tags.push('changed');
    const second = await source.fetch(query, { locale: 'en' });
    expect(second).toEqual({ title: 'Hello', tags: ['x'] });
  });

  it('keeps results apart by parameters', async () => {
    const source = createEmbeddedSource(dataset);
    expect(await source.fetch(query, { locale: 'en' })).toMatchObject({ title: 'Hello' });
    expect(await source.fetch(query, { locale: 'da' })).toMatchObject({ title: 'Hej' });
  });

  it('does not keep a failed query', async () => {
    const source = createEmbeddedSource(dataset);
    vi.mocked(groq.evaluateSync).mockImplementationOnce(() => {
      throw new Error('evaluation failed');
    });
    await expect(source.fetch(query, { locale: 'en' })).rejects.toThrow('evaluation failed');
    await expect(source.fetch(query, { locale: 'en' })).resolves.toMatchObject({ title: 'Hello' });
  });
});
