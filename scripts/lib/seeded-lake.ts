import { startContentLake, type ContentLake } from '../../tests/fixtures/content-lake.mjs';
import { runCommand } from './prod-server';

/** A loopback Content Lake's identity, and the webhook secret of the site that reads it. */
export interface LakeOptions {
  /** A fixed port (a build's pages hold the lake's image URLs, so `--no-build` needs the same one); unset, any free port. */
  port?: number;
  token: string;
  projectId: string;
  dataset: string;
  secret: string;
  apiVersion: string;
}

/**
 * Starts the loopback Content Lake (`tests/fixtures/content-lake.mjs`), points this process's
 * environment at it (so builds and servers it starts read it, as a site with a Sanity project
 * does), and seeds it as an editor would (`npm run seed`). For `npm run bench` and
 * `npm run audit:publish`.
 * @returns the running lake; `close()` it when done
 * @throws Error when seeding fails
 */
export async function startSeededLake(options: LakeOptions): Promise<ContentLake> {
  const lake = await startContentLake({ ...(options.port ? { port: options.port } : {}), token: options.token, projectId: options.projectId, dataset: options.dataset });
  Object.assign(process.env, {
    NEXT_PUBLIC_SANITY_PROJECT_ID: options.projectId,
    NEXT_PUBLIC_SANITY_DATASET: options.dataset,
    SANITY_API_HOST: lake.url,
    SANITY_API_WRITE_TOKEN: options.token,
    SANITY_REVALIDATE_SECRET: options.secret,
  });
  try {
    await runCommand('npm', ['run', 'seed', '--', '--dataset', options.dataset], { quiet: true });
  } catch (error) {
    await lake.close();
    throw error;
  }
  return lake;
}
