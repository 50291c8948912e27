/**
 * A loopback DeepL API for the tests: `POST /v2/translate` as deepl-node sends it (form-encoded,
 * one `text` parameter per text, `Authorization: DeepL-Auth-Key <key>`), answered in DeepL's
 * format with a fake translation that is the same every time: each run of text outside a tag gets
 * `[<target>] ` in front (`[sv] `), while every tag, and every element named in `ignore_tags`
 * with its content, comes back exactly as sent. It keeps each request for the test to read.
 *
 *     npx tsx scripts/loopback/deepl.ts <port>
 *
 * Not emulated: glossaries, document translation, usage and language lists, quotas, and
 * `tag_handling: 'html'` (text is treated as XML).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/** One request the loopback DeepL received. */
export interface DeeplRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The form's parameters, each with every value it was sent with. */
  params: Record<string, string[]>;
}

/** A running loopback DeepL. */
export interface LoopbackDeepl {
  /** Its origin, e.g. `http://127.0.0.1:41234`, for deepl-node's `serverUrl`. */
  url: string;
  /** Every request so far, oldest first. */
  requests: DeeplRequest[];
  /** Answer the next `count` translate requests with this status, e.g. 456 (quota exceeded). */
  failNext(status: number, count?: number): void;
  close(): Promise<void>;
}

/** The fake translation of one text: text runs prefixed, tags and ignored elements as sent. */
export function fakeTranslation(xml: string, target: string, ignoreTags: readonly string[]): string {
  const ignored = ignoreTags.map((tag) => tag.replace(/[^\w-]/g, '')).filter(Boolean);
  const keep = ignored.length > 0 ? `<(${ignored.join('|')})(?:\\s[^>]*)?>[\\s\\S]*?</\\1>|` : '';
  return xml.replace(new RegExp(`${keep}<[^>]*>|[^<]+`, 'g'), (piece) => (piece.startsWith('<') ? piece : `[${target.toLowerCase()}] ${piece}`));
}

/**
 * Starts the loopback DeepL on 127.0.0.1.
 * @param port - the port, 0 for any free one
 */
export async function startLoopbackDeepl(port = 0): Promise<LoopbackDeepl> {
  const requests: DeeplRequest[] = [];
  let failures: { status: number; count: number } | null = null;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(req.method === 'GET' ? (req.url ?? '').split('?')[1] ?? '' : raw);
      const params: Record<string, string[]> = {};
      for (const [name, value] of form) (params[name] ??= []).push(value);
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      requests.push({ method: req.method ?? 'GET', path, authorization: req.headers.authorization, contentType: req.headers['content-type'], params });
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (!/^DeepL-Auth-Key \S+/.test(req.headers.authorization ?? '')) return answer(403, { message: 'Wrong endpoint or authentication key' });
      if (req.method !== 'POST' || path !== '/v2/translate') return answer(404, { message: 'Not found' });
      if (failures && failures.count > 0) {
        failures.count -= 1;
        return answer(failures.status, { message: 'Failing on request' });
      }
      const texts = params.text ?? [];
      const target = params.target_lang?.[0];
      if (texts.length === 0 || !target) return answer(400, { message: 'Parameter text and target_lang are required' });
      const ignoreTags = (params.ignore_tags?.[0] ?? '').split(',');
      answer(200, {
        translations: texts.map((text) => ({ detected_source_language: 'EN', text: fakeTranslation(text, target, ignoreTags), billed_characters: text.length })),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    failNext(status, count = 1) {
      failures = { status, count };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const deepl = await startLoopbackDeepl(Number(process.argv[2] ?? 3320));
  console.log(`loopback DeepL on ${deepl.url}`);
}
