import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readBuildRoutes } from '../../lib/routing/prerendered-paths';

describe('readBuildRoutes (the proxy answers unknown paths with the static 404)', () => {
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

  it('reads the prerendered paths of the build in distDir, with their routes and the preview mode id', () => {
    writeManifest('.next-x', {
      version: 4,
      routes: { '/en': { srcRoute: '/[locale]' }, '/en/denmark': { srcRoute: '/[locale]/[slug]' }, '/sitemap.xml': { srcRoute: null } },
      dynamicRoutes: {},
      preview: { previewModeId: 'abc' },
    });
    expect(readBuildRoutes('.next-x')).toEqual({
      paths: new Map([
        ['/en', '/[locale]'],
        ['/en/denmark', '/[locale]/[slug]'],
        ['/sitemap.xml', '/sitemap.xml'],
      ]),
      previewModeId: 'abc',
    });
  });

  it('is null without a build (next dev)', () => {
    expect(readBuildRoutes('.next-none')).toBeNull();
  });

  it('names the file when the manifest is not what Next writes', () => {
    writeManifest('.next', { version: 5, pages: [] });
    expect(() => readBuildRoutes('.next')).toThrow(/\.next\/prerender-manifest\.json has no "routes"/);
  });
});
