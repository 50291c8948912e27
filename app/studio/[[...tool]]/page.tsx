import { NextStudio } from 'next-sanity/studio/client-component';
import config from '@/studio/sanity.config';

export const dynamic = 'force-static';
export { metadata, viewport } from 'next-sanity/studio';

/** The embedded Sanity Studio at /studio (needs a Sanity project to sign in: docs/deploying.md, "Using a real Sanity project"). */
export default function StudioPage() {
  return <NextStudio config={config} />;
}
