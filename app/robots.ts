import type { MetadataRoute } from 'next';
import { readSiteUrl } from '@/lib/seo/site-url';

/** Crawl everything but the Studio; point crawlers at the sitemap. */
export default function robots(): MetadataRoute.Robots {
  const origin = readSiteUrl().origin;
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: '/studio' }],
    sitemap: `${origin}/sitemap.xml`,
  };
}
