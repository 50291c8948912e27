import { ImageResponse } from 'next/og';
import { SocialCard } from '@/components/social-card/SocialCard';
import { isLocale } from '@/lib/i18n/locales';
import { SOCIAL_CARD } from '@/lib/seo/social-card';
import { cardFonts } from '@/lib/social-card/fonts';
import { socialCardContent } from './card-content';

// Cards are drawn on their first request and then kept like pages: Next's
// incremental cache stores the PNG with the content loaders' cache tags, so a publish that
// expires a page expires its card too. None at build: 300-1,500 PNGs would add minutes to it.
export const dynamic = 'force-static';
export const dynamicParams = true;
export const revalidate = false;

/** No card is drawn at build; see above. */
export function generateStaticParams(): { locale: string; path?: string[] }[] {
  return [];
}

/**
 * The sharing card of a page (`og:image`, `twitter:image`): `GET /og/{locale}{path}`, a
 * 1200×630 PNG ({@link SOCIAL_CARD}). `proxy.ts` lets only cards of existing pages through.
 * @returns 404 (plain text) when the locale or page does not exist
 */
export async function GET(_request: Request, { params }: RouteContext<'/og/[locale]/[[...path]]'>): Promise<Response> {
  const { locale, path = [] } = await params;
  const card = isLocale(locale) ? await socialCardContent(locale, path) : null;
  if (!card) return new Response('No such page', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new ImageResponse(<SocialCard {...card} />, { width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, fonts: await cardFonts() });
}
