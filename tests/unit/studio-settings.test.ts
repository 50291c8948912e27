import { describe, expect, it } from 'vitest';
import { readStudioSettings } from '@/studio/settings';

describe('readStudioSettings', () => {
  it('reads the project at run time, NEXT_PUBLIC_ first, then the SANITY_STUDIO_ names', () => {
    expect(readStudioSettings({})).toEqual({ projectId: 'unconfigured', dataset: 'production' });
    expect(readStudioSettings({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'e2e', NEXT_PUBLIC_SANITY_DATASET: 'e2e', NEXT_PUBLIC_SANITY_API_HOST: 'https://localhost:3310' })).toEqual({
      projectId: 'e2e',
      dataset: 'e2e',
      apiHost: 'https://localhost:3310',
    });
    expect(readStudioSettings({ SANITY_STUDIO_PROJECT_ID: 'abc123', NEXT_PUBLIC_SANITY_DATASET: ' ', SANITY_STUDIO_DATASET: 'staging' })).toEqual({ projectId: 'abc123', dataset: 'staging' });
  });
});
