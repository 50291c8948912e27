import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPublicFiles } from '@/lib/routing/public-files';

describe('readPublicFiles (the proxy passes files through and answers other file-like paths with the 404)', () => {
  it('lists the files of the folder as URL paths, nested ones included', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'public-'));
    mkdirSync(path.join(dir, 'images', 'hero'), { recursive: true });
    writeFileSync(path.join(dir, 'enhance.js'), '');
    writeFileSync(path.join(dir, 'images', 'hero', 'paris.svg'), '');
    expect(readPublicFiles(dir)).toEqual(new Set(['/enhance.js', '/images/hero/paris.svg']));
  });

  it('is empty without the folder', () => {
    expect(readPublicFiles('/nonexistent/public').size).toBe(0);
  });
});
