import { spawn } from 'node:child_process';
import { once } from 'node:events';
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
  /** Where the lake sends its webhook (the site's `/api/revalidate`), as Sanity does; unset, none. */
  webhookUrl?: string;
}

/** A loopback Content Lake running in its own process. */
export interface SeededLake {
  /** Its origin, e.g. `http://127.0.0.1:3205`. */
  url: string;
  /** The GROQ queries it has answered so far. */
  queries(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Starts `scripts/loopback/content-lake.mjs` in a process of its own, as Sanity's API and image CDN
 * are other machines: in this process its answers would wait for whatever else runs here
 * (Lighthouse parsing a trace kept even a small image waiting).
 * @throws Error when the process exits before it listens
 */
async function spawnLake(options: LakeOptions): Promise<SeededLake> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/loopback/content-lake.mjs'], {
    env: {
      ...process.env,
      CONTENT_LAKE_PORT: String(options.port ?? 0),
      CONTENT_LAKE_TOKEN: options.token,
      NEXT_PUBLIC_SANITY_PROJECT_ID: options.projectId,
      NEXT_PUBLIC_SANITY_DATASET: options.dataset,
      ...(options.webhookUrl ? { CONTENT_LAKE_WEBHOOK_URL: options.webhookUrl, CONTENT_LAKE_WEBHOOK_SECRET: options.secret } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /content lake on (\S+?),?(\s|$)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the loopback Content Lake exited with ${code} before listening: ${output}`)));
  });
  return {
    url,
    async queries() {
      const stats = (await (await fetch(`${url}/__loopback/stats`)).json()) as { queries: number };
      return stats.queries;
    },
    async close() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/**
 * Starts the loopback Content Lake (`scripts/loopback/content-lake.mjs`) in its own process, points
 * this process's environment at it (so builds and servers it starts read it, as a site with a
 * Sanity project does), and seeds it as an editor would (`npm run seed`). For `npm run bench`
 * and `npm run audit:publish`.
 * @returns the running lake; `close()` it when done
 * @throws Error when seeding fails
 */
export async function startSeededLake(options: LakeOptions): Promise<SeededLake> {
  const lake = await spawnLake(options);
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
