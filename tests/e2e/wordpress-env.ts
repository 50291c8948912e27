/**
 * The `wordpress` project's site: the seed site's build copied into this folder and
 * started with `WORDPRESS_API_URL` pointing at the fake WordPress's content. Shared by
 * `playwright.config.ts` (which copies and starts it) and `wordpress.spec.ts`.
 */
export const WORDPRESS_DIST_DIR = '.next-wp';
