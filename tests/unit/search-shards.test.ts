import { describe, expect, it } from 'vitest';
import { DOCUMENTS_PER_SHARD, partition } from '@/lib/search/shards';

describe('partition (issue 39)', () => {
  it('puts a document’s pages in every locale in one shard, about 16 documents to a shard, none empty', () => {
    const slugs = Array.from({ length: 222 }, (_, i) => `/jurisdiction-${i}`);
    const paths = ['/', '/da', '/sv', ...slugs.flatMap((slug) => [slug, `/da${slug}`, `/no${slug}`, `/es${slug}`])];
    const shards = partition(paths);
    expect(shards).toHaveLength(Math.ceil(223 / DOCUMENTS_PER_SHARD));
    expect(shards.flat().sort()).toEqual([...paths].sort());
    for (const shard of shards) expect(shard.length).toBeGreaterThan(0);
    const shardOf = (pathname: string) => shards.findIndex((shard) => shard.includes(pathname));
    expect(shardOf('/da')).toBe(shardOf('/'));
    expect(new Set(['/jurisdiction-7', '/da/jurisdiction-7', '/no/jurisdiction-7', '/es/jurisdiction-7'].map(shardOf)).size).toBe(1);
    // The same paths, in another order, fall the same way.
    expect(partition([...paths].reverse()).map((shard) => [...shard].sort())).toEqual(shards.map((shard) => [...shard].sort()));
    // A small site is one shard: the search loads no more files than it did.
    expect(partition(['/', '/da', '/denmark', '/da/denmark'])).toEqual([['/', '/da', '/denmark', '/da/denmark']]);
  });
});
