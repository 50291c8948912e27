import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fullWidthSources, isSanityImageUrl, sanityImageOrigin, SANITY_IMAGE_PATH } from '@/lib/images/sanity-image';
import { transformImage } from '../../scripts/loopback/image-cdn.mjs';

const URL_4000 = 'https://cdn.sanity.io/images/abc123/production/0123456789abcdef0123456789abcdef01234567-4000x2667.jpg';
const candidates = (srcSet: string) => srcSet.split(', ').map((entry) => {
  const [url, w] = entry.split(' ') as [string, string];
  return { url, params: new URL(url, 'https://site.example').searchParams, w: Number.parseInt(w, 10) };
});

describe('fullWidthSources (hero images through Sanity\'s image pipeline)', () => {
  it('knows Sanity asset URLs, on the CDN or another host, and nothing else', () => {
    expect(isSanityImageUrl(URL_4000)).toBe(true);
    expect(isSanityImageUrl('http://127.0.0.1:3310/images/loopback/production/0123456789abcdef0123456789abcdef01234567-4000x2667.jpg')).toBe(true);
    expect(isSanityImageUrl('/images/hero/paris.svg')).toBe(false);
    expect(isSanityImageUrl('https://wp.example/wp-content/uploads/lisbon.jpg')).toBe(false);
  });

  it('serves the configured lake\'s images from the site\'s origin, and another host\'s where they are', () => {
    expect(sanityImageOrigin({})).toBe('https://cdn.sanity.io');
    expect(sanityImageOrigin({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123', SANITY_API_HOST: 'http://127.0.0.1:3310/' })).toBe('http://127.0.0.1:3310');
    // A build without a project still rewrites to the host: a server started with one reads its lake.
    expect(sanityImageOrigin({ SANITY_API_HOST: 'http://127.0.0.1:3310' })).toBe('http://127.0.0.1:3310');
    expect(() => sanityImageOrigin({ SANITY_API_HOST: 'ftp://lake' })).toThrow(/^SANITY_API_HOST must be an http\(s\) URL/);
    const [phone, wide] = fullWidthSources(URL_4000, null, null);
    for (const { url } of [...candidates(phone.srcSet), ...candidates(wide.srcSet)])
      expect(url).toMatch(new RegExp(`^${SANITY_IMAGE_PATH}/images/abc123/production/0123456789abcdef0123456789abcdef01234567-4000x2667\\.jpg\\?`));
    const other = 'https://images.example/images/other/production/0123456789abcdef0123456789abcdef01234567-4000x2667.jpg';
    for (const { url } of candidates(fullWidthSources(other, null, null)[0].srcSet)) expect(url.startsWith('https://images.example/images/other/')).toBe(true);
  });

  it('offers phones a 3:4 crop of at most 2x a 430 px screen, and wider screens 16:9, in the browser\'s format', () => {
    const [phone, wide] = fullWidthSources(URL_4000, null, null);
    expect(phone.media).toBe('(max-width: 767px)');
    for (const { params, w } of candidates(phone.srcSet)) {
      expect(Number(params.get('w'))).toBe(w);
      expect(Number(params.get('h'))).toBe(Math.round((w * 4) / 3));
      expect(params.get('auto')).toBe('format');
      expect(params.get('fit')).toBe('crop');
      // Under the hero's gradient a phone does not see what q=50 loses, and the LCP image gets lighter.
      expect(params.get('q')).toBe('50');
    }
    expect(Math.max(...candidates(phone.srcSet).map((c) => c.w))).toBeLessThanOrEqual(2 * 430);
    for (const { params, w } of candidates(wide.srcSet)) expect([Number(params.get('h')), params.get('q')]).toEqual([Math.round((w * 9) / 16), '70']);
    expect(wide.width / wide.height).toBeCloseTo(16 / 9, 2);
  });

  it('moves the crop window with the hotspot, and honours the editor\'s crop', () => {
    const rectLeft = (x: number) => {
      const [phone] = fullWidthSources(URL_4000, null, { x, y: 0.5, width: 0.1, height: 0.1 });
      return Number(candidates(phone.srcSet)[0]?.params.get('rect')?.split(',')[0]);
    };
    expect(rectLeft(0.2)).toBe(0);
    expect(rectLeft(0.8)).toBeGreaterThan(1500);
    const [, wide] = fullWidthSources(URL_4000, { top: 0.1, bottom: 0.1, left: 0.25, right: 0 }, null);
    const [left, top] = (candidates(wide.srcSet)[0]?.params.get('rect') ?? '').split(',').map(Number);
    expect(left).toBeGreaterThanOrEqual(1000);
    expect(top).toBeGreaterThanOrEqual(0);
  });
});

describe('the loopback lake\'s image pipeline (scripts/loopback/image-cdn.mjs)', () => {
  it('crops, resizes and picks AVIF or WebP by the Accept header', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } }).png().toBuffer();
    const params = new URLSearchParams('rect=100,0,200,300&w=80&h=120&fit=crop&auto=format&q=70');
    const avif = await transformImage(png, params, 'image/avif,image/webp,*/*');
    expect(avif.mimeType).toBe('image/avif');
    expect(await sharp(avif.bytes).metadata()).toMatchObject({ width: 80, height: 120 });
    expect((await transformImage(png, params, 'image/webp,*/*')).mimeType).toBe('image/webp');
    expect((await transformImage(png, params, '*/*')).mimeType).toBe('image/png');
    await expect(transformImage(png, new URLSearchParams('rect=300,0,200,300'), '')).rejects.toThrow(/Invalid rect/);
  });
});
