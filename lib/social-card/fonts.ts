import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A font as `next/og`'s `ImageResponse` takes it (Satori's `FontOptions`). */
export interface CardFont {
  name: string;
  data: ArrayBuffer;
  weight: 400 | 700;
  style: 'normal';
}

/** The card's two families: Noto Serif for the headline, as the site's display serif; Noto Sans for the rest. */
export const CARD_FONT = { serif: 'Noto Serif', sans: 'Noto Sans' } as const;

/**
 * The faces the card draws with, from the `@fontsource` packages in `node_modules`: read from
 * disk, never fetched at run time. Satori reads WOFF, not WOFF2. Each face
 * comes in its `latin` and `latin-ext` subsets, which together cover every letter of the seven
 * languages (å, ø, ß, é, ñ, œ) and more; Satori looks a glyph up in each font of the name in turn.
 */
const FACES: readonly { name: string; pkg: string; file: string; weight: 400 | 700 }[] = [
  { name: CARD_FONT.serif, pkg: 'noto-serif', file: 'noto-serif', weight: 700 },
  { name: CARD_FONT.sans, pkg: 'noto-sans', file: 'noto-sans', weight: 400 },
  { name: CARD_FONT.sans, pkg: 'noto-sans', file: 'noto-sans', weight: 700 },
];

let loaded: Promise<CardFont[]> | undefined;

/**
 * The card's fonts, read once per server process (about 0.3 MB).
 * @throws Error (ENOENT) when the `@fontsource` packages are not installed
 */
export function cardFonts(): Promise<CardFont[]> {
  loaded ??= Promise.all(
    FACES.flatMap((face) =>
      ['latin', 'latin-ext'].map(async (subset) => {
        // `next start` runs in the project folder; the path is built at run time so the bundler leaves the files where npm put them.
        const file = path.join(process.cwd(), 'node_modules', '@fontsource', face.pkg, 'files', `${face.file}-${subset}-${face.weight}-normal.woff`);
        const bytes = await readFile(file);
        return { name: face.name, data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, weight: face.weight, style: 'normal' as const };
      }),
    ),
  ).catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}
