import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toNdjson } from '@/seed/ndjson';

describe('seed NDJSON export for `sanity dataset import`', () => {
  const root = process.cwd();
  const docs = toNdjson(root)
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('has one document per line with a dot-free _id and a _type', () => {
    expect(docs.length).toBeGreaterThan(70);
    for (const doc of docs) {
      expect(doc._id).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(typeof doc._type).toBe('string');
    }
    expect(new Set(docs.map((d) => d._id)).size).toBe(docs.length);
  });

  it('uploads hero images through _sanityAsset instead of exporting asset documents', () => {
    expect(docs.some((d) => d._type === 'sanity.imageAsset')).toBe(false);
    const slides = docs.filter((d) => d._type === 'heroSlide');
    expect(slides).toHaveLength(3 * 7); // three slides in each of the seven languages
    // Only the English slides hold a picture; every language shows theirs.
    for (const slide of slides.filter((d) => d.language !== 'en')) expect(slide.image).toBeUndefined();
    for (const slide of slides.filter((d) => d.language === 'en')) {
      const image = slide.image as { _sanityAsset: string; asset?: unknown };
      expect(image.asset).toBeUndefined();
      expect(image._sanityAsset).toMatch(/^image@file:\/\/\/.+\.svg$/);
      expect(existsSync(image._sanityAsset.replace('image@file://', ''))).toBe(true);
    }
  });

  it('every reference points at a document of the export', () => {
    const ids = new Set(docs.map((d) => d._id));
    const refs: string[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const ref = (value as { _ref?: unknown })._ref;
        if (typeof ref === 'string') refs.push(ref);
        Object.values(value).forEach(walk);
      }
    };
    docs.forEach(walk);
    expect(refs.length).toBeGreaterThan(50);
    expect(refs.filter((ref) => !ids.has(ref))).toEqual([]);
  });
});
