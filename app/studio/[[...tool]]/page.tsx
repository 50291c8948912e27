import { connection } from 'next/server';
import { readStudioSettings } from '@/studio/settings';
import { Studio } from './Studio';

export { metadata, viewport } from 'next-sanity/studio';

/**
 * The embedded Sanity Studio at /studio (needs a Sanity project to sign in: docs/deploying.md,
 * "Using a real Sanity project"). Rendered at each request, as its project is the server's
 * environment, not the build's: one build serves the embedded content and any project.
 */
export default async function StudioPage() {
  await connection();
  return <Studio settings={readStudioSettings()} />;
}
