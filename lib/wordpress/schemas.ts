import { z } from 'zod';
import { logger } from '../log/logger';

/**
 * zod schemas of the three WordPress REST answers the home page reads (docs/requirements.md, §3, §7). They are
 * lenient: every field may be missing (WordPress omits what a site does not use), but a field
 * of the wrong type rejects that one item (see {@link parseList}). Unknown fields are ignored.
 */

/** `{ rendered: "<p>HTML</p>" }` as in `title` and `excerpt`. */
const rendered = z.object({ rendered: z.string().nullish() });

/** An ACF text value: text, a number (ACF number fields), or `null`/`false` for an empty field. */
const acfText = z
  .union([z.string(), z.number().transform(String), z.null(), z.literal(false)])
  .optional()
  .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value : undefined));

/** ACF answers `[]` instead of `{}` when a post has no field values. */
function acf<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.preprocess((value) => (Array.isArray(value) && value.length === 0 ? {} : value), z.object(shape).nullish());
}

/** `_embedded['wp:featuredmedia']`: media the request may not see arrive without `source_url`. */
const embedded = z
  .object({
    'wp:featuredmedia': z.array(z.object({ source_url: z.string().nullish(), alt_text: z.string().nullish() })).nullish(),
  })
  .nullish();

/** One item of `GET /wp-json/wp/v2/hero-slides?_embed`. */
export const wpHeroSlideSchema = z.object({
  id: z.number().optional(),
  title: rendered.nullish(),
  acf: acf({ subtitle: acfText }),
  _embedded: embedded,
});

/** One item of `GET /wp-json/wp/v2/pages?slug=about&_embed`; only `acf` is read. */
export const wpAboutPageSchema = z.object({
  id: z.number().optional(),
  acf: acf({ countries: acfText, clients: acfText, years: acfText, success_rate: acfText }),
});

/** One item of `GET /wp-json/wp/v2/services?_embed`. */
export const wpServiceSchema = z.object({
  id: z.number().optional(),
  title: rendered.nullish(),
  excerpt: rendered.nullish(),
  acf: acf({ icon: acfText, description: acfText }),
});

export type WpHeroSlide = z.infer<typeof wpHeroSlideSchema>;
export type WpAboutPage = z.infer<typeof wpAboutPageSchema>;
export type WpService = z.infer<typeof wpServiceSchema>;

/**
 * Validates a list answer item by item.
 * @returns the items that match `schema`, in order; each rejected item is logged
 *   at level warn (event `wordpress-item-skipped`: its index and the first problem) and left out.
 * @throws Error `WordPress API error: expected a list from {endpoint}` when `body` is no array.
 */
export function parseList<Schema extends z.ZodType>(schema: Schema, body: unknown, endpoint: string): z.infer<Schema>[] {
  if (!Array.isArray(body)) throw new Error(`WordPress API error: expected a list from ${endpoint}`);
  const items: z.infer<Schema>[] = [];
  body.forEach((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) {
      items.push(result.data);
    } else {
      const issue = result.error.issues[0];
      const problem = `${issue?.path.join('.') || '(item)'} ${issue?.message ?? 'is invalid'}`;
      logger.warn({ event: 'wordpress-item-skipped', endpoint, index, problem }, `WordPress ${endpoint}: item ${index} skipped: ${problem}`);
    }
  });
  return items;
}
