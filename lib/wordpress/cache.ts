/**
 * How long WordPress answers stay in Next's data cache (docs/requirements.md, §9 Timing: "content cache 5 minutes"),
 * in seconds. The one place this constant is defined.
 */
export const CONTENT_CACHE_SECONDS = 5 * 60;

/** Data-cache tag on every WordPress request, for `revalidateTag('wordpress')`. */
export const WORDPRESS_CACHE_TAG = 'wordpress';
