/**
 * The project the Studio edits. Public values: the Studio's browser code sends them with every
 * request to Sanity.
 */
export interface StudioSettings {
  /** Sanity project id; `unconfigured` without one (the Studio then shows "couldn't reach"). */
  projectId: string;
  /** Dataset name, default `production`. */
  dataset: string;
  /**
   * Where the Studio sends its API calls: unset, Sanity's own API; set (the loopback Content Lake
   * of the tests), e.g. `https://localhost:3310`, which the Studio reaches as
   * `https://<projectId>.localhost:3310`.
   */
  apiHost?: string;
  /**
   * Whether the site machine-translates (`DEEPL_API_KEY` is set on its server): the Studio then
   * offers "Translate from English". Only this flag reaches the browser, never the key.
   */
  machineTranslation?: boolean;
}

/**
 * The Studio's settings from the environment: `NEXT_PUBLIC_SANITY_PROJECT_ID`,
 * `NEXT_PUBLIC_SANITY_DATASET` and `NEXT_PUBLIC_SANITY_API_HOST`, or their `SANITY_STUDIO_` names
 * (which `sanity build` reads), and whether `DEEPL_API_KEY` is set. The embedded Studio's page reads them on the server at each load
 * (`app/studio/[[...tool]]/page.tsx`), so one build serves any project; `env` is read by key, never
 * as `process.env.NEXT_PUBLIC_…`, which a build would fix in its code.
 */
export function readStudioSettings(env: Record<string, string | undefined> = process.env): StudioSettings {
  const read = (name: string) => env[`NEXT_PUBLIC_SANITY_${name}`]?.trim() || env[`SANITY_STUDIO_${name}`]?.trim() || undefined;
  const apiHost = read('API_HOST');
  const machineTranslation = Boolean(env.DEEPL_API_KEY?.trim());
  return { projectId: read('PROJECT_ID') ?? 'unconfigured', dataset: read('DATASET') ?? 'production', ...(apiHost ? { apiHost } : {}), ...(machineTranslation ? { machineTranslation } : {}) };
}
