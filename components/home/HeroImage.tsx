import { getImageProps } from 'next/image';
import { preconnect, preload } from 'react-dom';
import { fullWidthSources, isSanityImageUrl, type ImageCrop, type ImageHotspot } from '@/lib/images/sanity-image';

/** Props of {@link HeroImage}. */
export type HeroImageProps = {
  /** The asset's URL: Sanity's CDN (or the loopback lake), a path under `public/`, or WordPress media. */
  url: string;
  alt: string;
  crop?: ImageCrop | null;
  hotspot?: ImageHotspot | null;
  /** The first slide: the page's LCP element, fetched at once and before the stylesheet. */
  priority: boolean;
};

const CLASS = 'absolute inset-0 size-full object-cover';
/** Where the wide source applies: every viewport the phone source does not. */
const WIDE_MEDIA = '(min-width: 768px)';

/**
 * One hero slide's image, covering the slide.
 * - **From Sanity:** a `<picture>` with a portrait crop for phones and a 16:9 one above, each in
 *   widths from Sanity's image pipeline, in AVIF or WebP, honouring the editor's crop and hotspot
 *   (`lib/images/sanity-image.ts`). `object-position` keeps the hotspot in view where the slide's
 *   box crops the picture again.
 * - **A file of the site** (the embedded default's seed, `public/images/…`): through Next's image
 *   optimizer (`getImageProps`), which serves a raster file in the widths of `next.config.ts`
 *   and a vector (the seed's SVGs) as it is: an SVG is exact at every width.
 * - **Anything else** (WordPress media): the URL as it is.
 * Explicit dimensions and a box of its own: nothing shifts while it loads.
 */
export function HeroImage({ url, alt, crop, hotspot, priority }: HeroImageProps) {
  const loading = priority ? ({ fetchPriority: 'high', loading: 'eager' } as const) : ({ loading: 'lazy' } as const);
  if (isSanityImageUrl(url)) {
    const [phone, wide] = fullWidthSources(url, crop ?? null, hotspot ?? null);
    if (priority) {
      // The first slide is fetched through these preloads, one per art-directed source. The
      // <img> below is lazy on purpose: a phone's browser parses the body before its layout
      // viewport has shrunk from 980 px to the device's width (meta viewport), and an eager
      // <img> picked the 2560 px desktop image there, then the phone one
      // too. The preload scanner reads the meta viewport first, and a
      // lazy image chooses after layout, so each device fetches one image: its own.
      // Sanity's CDN is reached through the site's own origin (SANITY_IMAGE_PATH); an image of
      // another project is not, and its connection opens with the head.
      const fallback = wide.srcSet.split(' ')[0] ?? url;
      if (/^https?:/.test(fallback)) preconnect(new URL(fallback).origin);
      preload(fallback, { as: 'image', imageSrcSet: phone.srcSet, imageSizes: phone.sizes, media: phone.media, fetchPriority: 'high' });
      preload(fallback, { as: 'image', imageSrcSet: wide.srcSet, imageSizes: wide.sizes, media: WIDE_MEDIA, fetchPriority: 'high' });
    }
    const objectPosition = hotspot ? `${(hotspot.x * 100).toFixed(1)}% ${(hotspot.y * 100).toFixed(1)}%` : undefined;
    return (
      <picture>
        <source media={phone.media} srcSet={phone.srcSet} sizes={phone.sizes} width={phone.width} height={phone.height} />
        <img
          src={wide.srcSet.split(' ')[0]}
          srcSet={wide.srcSet}
          sizes={wide.sizes}
          width={wide.width}
          height={wide.height}
          alt={alt}
          decoding="async"
          loading="lazy"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
          style={objectPosition ? { objectPosition } : undefined}
          className={CLASS}
        />
      </picture>
    );
  }
  if (url.startsWith('/')) {
    const { props } = getImageProps({ src: url, alt, fill: true, sizes: '100vw', ...(priority ? { fetchPriority: 'high' } : {}) });
    if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
    // eslint-disable-next-line @next/next/no-img-element -- getImageProps' documented use: its props on a plain img
    return <img {...props} alt={alt} loading={loading.loading} className={CLASS} style={undefined} />;
  }
  // eslint-disable-next-line @next/next/no-img-element -- another system's media, served as that system serves it
  return <img src={url} alt={alt} decoding="async" {...loading} className={CLASS} />;
}
