import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A country's 4:3 flag from the `flag-icons` package (the same SVGs `public/flags/` copies for
 * the pages) as a `data:` URL, for the card's `<img>`: Satori draws SVG images but fetches nothing.
 * @param code - ISO 3166-1 alpha-2, either case
 * @returns `null` for a code without a flag, so the card shows none rather than failing
 */
export async function flagDataUrl(code: string): Promise<string | null> {
  if (!/^[a-z]{2}$/i.test(code)) return null;
  const file = path.join(process.cwd(), 'node_modules', 'flag-icons', 'flags', '4x3', `${code.toLowerCase()}.svg`);
  try {
    return `data:image/svg+xml;base64,${(await readFile(file)).toString('base64')}`;
  } catch {
    return null;
  }
}
