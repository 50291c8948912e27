import { CARD_FONT } from '../../lib/social-card/fonts';

/** The card's colours: the site's primary navy and accent gold (`app/globals.css`). */
const COLOR = { background: '#0b2447', text: '#ffffff', muted: '#c7d2e4', accent: '#c9962b', panel: 'rgba(255, 255, 255, 0.08)' } as const;

/** What a page's sharing card shows; every text already in the page's language, figures formatted for it. */
export interface SocialCardProps {
  /** The company's name (site settings), at the top of every card. */
  siteName: string;
  /** The company's claim (site settings' tagline), at the foot. */
  claim: string | null;
  /** The site's host name (`NEXT_PUBLIC_SITE_URL`), at the foot. */
  host: string;
  /** A small line above the title: a country's region, or `null`. */
  eyebrow: string | null;
  /** The page's name: a country, region or service, or a page's title. */
  title: string;
  /** A country's flag as a `data:` URL (`flagDataUrl`), or `null`. */
  flag: string | null;
  /** Up to two labelled figures (a country's corporate tax and time to incorporate); when empty, `summary` shows instead. */
  facts: readonly { label: string; value: string }[];
  /** One or two sentences about the page (its meta description), or `null`. */
  summary: string | null;
}

/** Headline size (px) by length, so a long service title keeps to two lines. */
function titleSize(title: string): number {
  if (title.length <= 18) return 84;
  if (title.length <= 36) return 68;
  return 56;
}

/**
 * A page's 1200×630 sharing card, drawn by `next/og`'s Satori: flexbox and
 * inline styles only, every element with more than one child a flex container.
 * https://github.com/vercel/satori#css
 */
export function SocialCard({ siteName, claim, host, eyebrow, title, flag, facts, summary }: SocialCardProps) {
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', background: COLOR.background, color: COLOR.text, fontFamily: CARD_FONT.sans, padding: '56px 72px' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <div style={{ width: 12, height: 40, background: COLOR.accent, borderRadius: 2 }} />
        <div style={{ fontSize: 30, fontWeight: 700, letterSpacing: 0.5 }}>{siteName}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center' }}>
        {eyebrow ? <div style={{ fontSize: 26, fontWeight: 700, letterSpacing: 3, color: COLOR.accent, textTransform: 'uppercase', marginBottom: 12 }}>{eyebrow}</div> : null}
        <div style={{ display: 'flex', alignItems: 'center', gap: 32 }}>
          {flag ? (
            // eslint-disable-next-line @next/next/no-img-element -- drawn by Satori, not a browser
            <img src={flag} width={132} height={99} alt="" style={{ borderRadius: 8, border: `2px solid ${COLOR.panel}` }} />
          ) : null}
          <div style={{ fontFamily: CARD_FONT.serif, fontWeight: 700, fontSize: titleSize(title), lineHeight: 1.1, maxWidth: flag ? 880 : 1056 }}>{title}</div>
        </div>
        {facts.length > 0 ? (
          <div style={{ display: 'flex', gap: 24, marginTop: 40 }}>
            {facts.map((fact) => (
              <div key={fact.label} style={{ display: 'flex', flexDirection: 'column', background: COLOR.panel, borderRadius: 12, padding: '18px 28px', minWidth: 300 }}>
                <div style={{ fontSize: 24, color: COLOR.muted }}>{fact.label}</div>
                <div style={{ fontSize: 44, fontWeight: 700 }}>{fact.value}</div>
              </div>
            ))}
          </div>
        ) : summary ? (
          <div style={{ fontSize: 30, lineHeight: 1.4, color: COLOR.muted, marginTop: 28, maxWidth: 1000, lineClamp: 3 }}>{summary}</div>
        ) : null}
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', gap: 40, borderTop: `2px solid ${COLOR.panel}`, paddingTop: 20, fontSize: 22, color: COLOR.muted }}>
        <div style={{ maxWidth: 820, lineClamp: 2 }}>{claim ?? ''}</div>
        <div style={{ color: COLOR.accent, fontWeight: 700 }}>{host}</div>
      </div>
    </div>
  );
}
