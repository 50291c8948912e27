import { NextStudio } from 'next-sanity/studio/client-component';
import config from '@/studio/sanity.config';

export const dynamic = 'force-static';
export { metadata, viewport } from 'next-sanity/studio';

/** The embedded Sanity Studio at /studio (see README: needs a Sanity project to sign in). */
export default function StudioPage() {
  return <NextStudio config={config} />;
}
