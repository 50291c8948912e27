import type { ReactNode } from 'react';

/** A language whose flag `Flag` can draw (the seven interface languages). */
export type FlagCode = 'en' | 'da' | 'no' | 'sv' | 'de' | 'fr' | 'es';

/**
 * The flag artwork, each drawn in a 20 × 15 (4:3) box with official colours. Nordic crosses
 * keep their official hoist square and cross widths; only the fly is shortened to fit 4:3.
 */
const FLAGS: Record<FlagCode, ReactNode> = {
  // United Kingdom: blue field, counterchanged white/red saltires, white-bordered red cross.
  en: (
    <>
      <rect width="20" height="15" fill="#012169" />
      <path d="M0 0L20 15M20 0L0 15" stroke="#fff" strokeWidth="3" />
      <path
        d="M0 0L10 7.5L9.4 8.3L0 1.25ZM20 15L10 7.5L10.6 6.7L20 13.75ZM0 15L10 7.5L10.6 8.3L1.67 15ZM20 0L10 7.5L9.4 6.7L18.33 0Z"
        fill="#C8102E"
      />
      <g shapeRendering="crispEdges">
        <path d="M7.5 0h5v5H20v5h-7.5v5h-5v-5H0V5h7.5Z" fill="#fff" />
        <path d="M8.5 0h3v6H20v3h-8.5v6h-3V9H0V6h8.5Z" fill="#C8102E" />
      </g>
    </>
  ),
  // Denmark: red, white Nordic cross (proportions 12:4:21 × 12:4:12).
  da: (
    <g shapeRendering="crispEdges">
      <rect width="20" height="15" fill="#C8102E" />
      <path d="M6.43 0h2.14v6.43H20v2.14H8.57V15H6.43V8.57H0V6.43h6.43Z" fill="#fff" />
    </g>
  ),
  // Norway: red, white-bordered blue Nordic cross (proportions 6:1:2:1:12 × 6:1:2:1:6).
  no: (
    <g shapeRendering="crispEdges">
      <rect width="20" height="15" fill="#BA0C2F" />
      <path d="M5.63 0h3.75v5.63H20v3.75H9.38V15H5.63V9.38H0V5.63h5.63Z" fill="#fff" />
      <path d="M6.56 0h1.88v6.56H20v1.88H8.44V15H6.56V8.44H0V6.56h6.56Z" fill="#00205B" />
    </g>
  ),
  // Sweden: blue, yellow Nordic cross (proportions 5:2:9 × 4:2:4).
  sv: (
    <g shapeRendering="crispEdges">
      <rect width="20" height="15" fill="#006AA7" />
      <path d="M6 0h3v6h11v3H9v6H6V9H0V6h6Z" fill="#FECC02" />
    </g>
  ),
  // Germany: black, red, gold.
  de: (
    <g shapeRendering="crispEdges">
      <rect width="20" height="5" fill="#000" />
      <rect y="5" width="20" height="5" fill="#D00" />
      <rect y="10" width="20" height="5" fill="#FFCE00" />
    </g>
  ),
  // France: blue, white, red.
  fr: (
    <g shapeRendering="crispEdges">
      <rect width="6.67" height="15" fill="#002654" />
      <rect x="6.67" width="6.66" height="15" fill="#fff" />
      <rect x="13.33" width="6.67" height="15" fill="#CE1126" />
    </g>
  ),
  // Spain: red, yellow (double width), red; without the coat of arms.
  es: (
    <g shapeRendering="crispEdges">
      <rect width="20" height="15" fill="#AA151B" />
      <rect y="3.75" width="20" height="7.5" fill="#F1BF00" />
    </g>
  ),
};

/**
 * A small inline SVG flag for a language. Emoji flags are not used because they render as
 * two boxed letters on Windows and on Linux Chromium. Decorative: the language name or code
 * next to it carries the meaning. Size and rounding come from `className`; the artwork fills
 * the box (it stretches slightly when the box is not 4:3).
 */
export function Flag({ code, className }: { code: FlagCode; className?: string }) {
  return (
    <svg
      viewBox="0 0 20 15"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {FLAGS[code]}
    </svg>
  );
}
