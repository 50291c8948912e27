import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPrerenderedPaths } from '../../lib/routing/prerendered-paths';

describe('readPrerenderedPaths (issue 7: the proxy answers unknown paths with the static 404)', () => {
  let cwd: string;
  beforeEach(() => {
    cwd = mkdtempSync(path.join(tmpdir(), 'prerendered-'));
    vi.spyOn(process, 'cwd').mockReturnValue(cwd);
  });
  afterEach(() => vi.restoreAllMocks());

  const writeManifest = (distDir: string, manifest: unknown) => {
    mkdirSync(path.join(cwd, distDir), { recursive: true });
    writeFileSync(path.join(cwd, distDir, 'prerender-manifest.json'), JSON.stringify(manifest));
  };

  it('reads the prerendered paths of the build in distDir', () => {
    writeManifest('.next-x', { version: 4, routes: { '/en': {}, '/en/denmark': {}, '/da/denmark': {} }, dynamicRoutes: {} });
    expect(readPrerenderedPaths('.next-x')).toEqual(new Set(['/en', '/en/denmark', '/da/denmark']));
  });

  it('is null without a build (next dev)', () => {
    expect(readPrerenderedPaths('.next-none')).toBeNull();
  });

  it('names the file when the manifest is not what Next writes', () => {
    writeManifest('.next', { version: 5, pages: [] });
    expect(() => readPrerenderedPaths('.next')).toThrow(/\.next\/prerender-manifest\.json has no "routes"/);
  });
});
