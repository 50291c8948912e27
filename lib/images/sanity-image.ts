import { createImageUrlBuilder } from '@sanity/image-url';
import { readSanityApiHost } from '../content/env';

/**
 * The site's own path for Sanity's image pipeline: `next.config.ts` rewrites
 * `/sanity-cdn/images/…` to {@link sanityImageOrigin}. A phone then fetches the hero image over
 * the page's own connection instead of paying a DNS lookup, a TCP and a TLS handshake for a
 * second origin. Not measurable in `npm run audit:publish`, whose `next start`
 * speaks HTTP/1.1: Lighthouse models a new connection either way.
 */
export const SANITY_IMAGE_PATH = '/sanity-cdn';

/**
 * Where the Content Lake serves image assets: Sanity's CDN, or with `SANITY_API_HOST` (the tests'
 * loopback lake) that host, with or without a project (see `readSanityApiHost`). Origin, no
 * trailing slash.
 * @throws Error naming the variable when `SANITY_API_HOST` is malformed
 */
export function sanityImageOrigin(env: Record<string, string | undefined> = process.env): string {
  return readSanityApiHost(env) ?? 'https://cdn.sanity.io';
}

/** An editor's crop of an image field: fractions (0-1) cut from each side (Sanity's `sanity.imageCrop`). */
export interface ImageCrop {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** An editor's hotspot: the centre and size of what must stay visible, as fractions (Sanity's `sanity.imageHotspot`). */
export interface ImageHotspot {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One art-directed source of a `<picture>`: what the browser picks from, for the viewports `media` matches. */
export interface PictureSource {
  media?: string;
  /** Width descriptors (`… 780w, …`); every candidate is `aspect` wide:high. */
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
}

/**
 * A Sanity image asset's URL: `{base}/images/{projectId}/{dataset}/{hash}-{w}x{h}.{ext}`, on
 * Sanity's CDN or on the loopback Content Lake of the tests. Its parts configure the URL builder,
 * so no template needs the project's configuration.
 */
const ASSET_URL = /^(https?:\/\/[^/]+)\/images\/([^/]+)\/([^/]+)\/[0-9a-f]+-\d+x\d+\.[a-z0-9]+$/i;

/** Whether `url` is an image in a Sanity Content Lake, which its image pipeline can resize and crop. */
export function isSanityImageUrl(url: string): boolean {
  return ASSET_URL.test(url);
}

/** Widths (px) offered to phones: up to 2x a 390 px viewport, a little beyond for 430 px phones at 2x. */
const PHONE_WIDTHS = [320, 480, 640, 780, 860];
/** Widths (px) offered to tablets and desktops. */
const WIDE_WIDTHS = [768, 1024, 1280, 1600, 1920, 2560];
/**
 * Sanity's `q` (1-100) per source. Phones see the photo through the hero's navy gradient at 70-90 %
 * opacity (`HeroSlideshow`), which hides what a lower quality loses; at 70 an AVIF of a grainy
 * camera photo kept its grain, several times the bytes of the seed's SVG, and the home page's
 * mobile LCP missed its 1.2 s budget. Wider screens show the photo's right side almost bare.
 */
const QUALITY = { phone: 50, wide: 70 } as const;
/** Below this viewport width (px) the hero shows a portrait crop (Tailwind's `md`). */
const PHONE_MAX_WIDTH = 767;

/**
 * `sizes` that keep a phone's image at no more than 2 device pixels per CSS pixel: a 3x screen
 * would otherwise fetch a 1,170 px image for a 390 px viewport, 1.5 times the bytes for detail
 * nobody sees under the hero's gradient. Browsers take the first `sizes` entry whose media
 * matches, and multiply it by the screen's density.
 */
const PHONE_SIZES = '(min-resolution: 3dppx) 66vw, (min-resolution: 2.5dppx) 76vw, 100vw';

/**
 * The art-directed sources of a full-width image from Sanity's image pipeline:
 * a 3:4 crop for phones and a 16:9 crop from tablets up, each in widths for `srcset`, in the
 * format the browser prefers (`auto=format`: AVIF or WebP) at the quality of `QUALITY`, with the editor's crop (`rect`) and a
 * window placed over the hotspot. Built with `@sanity/image-url`. URLs of the configured lake are
 * site-relative (under {@link SANITY_IMAGE_PATH}); others are absolute.
 * @param url - the asset's URL (`image.asset->url`); see {@link isSanityImageUrl}
 * @returns the phone source (with `media`) then the wide one, which is also the `<img>`'s
 */
export function fullWidthSources(url: string, crop: ImageCrop | null, hotspot: ImageHotspot | null): [PictureSource, PictureSource] {
  const image = imageOf(url, crop, hotspot);
  const source = (widths: number[], aspect: number, quality: number, sizes: string, media?: string): PictureSource => {
    const largest = widths.at(-1) ?? 0;
    return {
      ...(media ? { media } : {}),
      srcSet: widths.map((w) => `${image.width(w).height(Math.round(w / aspect)).fit('crop').auto('format').quality(quality).url()} ${w}w`).join(', '),
      sizes,
      width: largest,
      height: Math.round(largest / aspect),
    };
  };
  return [source(PHONE_WIDTHS, 3 / 4, QUALITY.phone, PHONE_SIZES, `(max-width: ${PHONE_MAX_WIDTH}px)`), source(WIDE_WIDTHS, 16 / 9, QUALITY.wide, '100vw')];
}

/**
 * `@sanity/image-url`'s builder for the asset at `url` with the editor's crop and hotspot.
 * @throws Error when `url` is not a Sanity image URL
 */
function imageOf(url: string, crop: ImageCrop | null, hotspot: ImageHotspot | null) {
  const [, origin, projectId, dataset] = ASSET_URL.exec(url) ?? [];
  if (!origin || !projectId || !dataset) throw new Error(`Not a Sanity image URL: ${url}`);
  // The configured lake's images go through the site's origin; any other (an asset URL from
  // another project) stays where it is.
  const baseUrl = origin === sanityImageOrigin() ? SANITY_IMAGE_PATH : origin;
  return createImageUrlBuilder({ baseUrl, projectId, dataset }).image({
    asset: { _ref: assetRef(url) },
    ...(crop ? { crop } : {}),
    ...(hotspot ? { hotspot } : {}),
  });
}

/** `image-{hash}-{w}x{h}-{ext}`, the asset document id Sanity's URL encodes (`{hash}-{w}x{h}.{ext}`). */
function assetRef(url: string): string {
  const file = url.slice(url.lastIndexOf('/') + 1);
  return `image-${file.replace(/\.([a-z0-9]+)$/i, '-$1')}`;
}

/** The size of a page's own sharing image, as of the generated card (`lib/seo/social-card.ts`). */
const SHARING_IMAGE = { width: 1200, height: 630 } as const;

/**
 * The URL of an editor's sharing image (a page's `seo.image`): a 1200×630 JPEG
 * cut around the hotspot, as LinkedIn and X take it (no AVIF or WebP: not every platform reads
 * them). Site-relative for the configured lake, like {@link fullWidthSources}.
 * @param url - the asset's URL; see {@link isSanityImageUrl}
 * @throws Error when `url` is not a Sanity image URL
 */
export function sharingImageUrl(url: string, crop: ImageCrop | null, hotspot: ImageHotspot | null): string {
  return imageOf(url, crop, hotspot)
    .width(SHARING_IMAGE.width)
    .height(SHARING_IMAGE.height)
    .fit('crop')
    .format('jpg')
    .quality(80)
    .url();
}
