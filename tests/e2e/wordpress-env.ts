/**
 * The `wordpress` project's site (issue 5): the seed site's build, copied and started with
 * `WORDPRESS_API_URL` pointing at the fake WordPress's content. Shared by `playwright.config.ts`
 * (which starts it) and `wordpress.spec.ts`.
 */
export const WORDPRESS_SITE_SECRET = 'e2e-wordpress-webhook-secret';
