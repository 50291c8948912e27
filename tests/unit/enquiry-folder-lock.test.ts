import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lock } from 'proper-lockfile';
import { describe, expect, it } from 'vitest';
import { closeEmbeddedStore, EnquiryFolderInUseError, openEmbeddedStore } from '@/lib/enquiries/embedded-store';

describe('the embedded store holds its folder', () => {
  it('refuses a folder another process holds, naming ENQUIRY_DATA_DIR', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'enquiries-lock-'));
    // Another server's lock, as it takes it.
    const release = await lock(folder, { realpath: false, stale: 10_000, update: 5_000 });
    try {
      const error = await openEmbeddedStore(folder).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EnquiryFolderInUseError);
      expect((error as Error).message).toMatch(/in use by another process.*ENQUIRY_DATA_DIR/);
    } finally {
      await release();
    }
  });

  it('holds the folder while open and lets it go when closed', async () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'enquiries-lock-')), 'store');
    mkdirSync(folder);
    await openEmbeddedStore(folder);
    await expect(lock(folder, { realpath: false })).rejects.toMatchObject({ code: 'ELOCKED' });
    await closeEmbeddedStore(folder);
    const release = await lock(folder, { realpath: false });
    await release();
  }, 30_000);
});
