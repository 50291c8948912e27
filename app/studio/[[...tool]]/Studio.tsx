'use client';

import { NextStudio } from 'next-sanity/studio/client-component';
import { useMemo } from 'react';
import { createStudioConfig } from '@/studio/config';
import type { StudioSettings } from '@/studio/settings';

/** The Studio for the project `settings` name, which the page read on the server. */
export function Studio({ settings }: { settings: StudioSettings }) {
  const { projectId, dataset, apiHost, machineTranslation } = settings;
  // Made once per project: a new config object would mount the Studio again.
  const config = useMemo(() => createStudioConfig({ projectId, dataset, apiHost, machineTranslation }), [projectId, dataset, apiHost, machineTranslation]);
  return <NextStudio config={config} />;
}
