import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MISSING_PATH } from './routes';

/** One message of the Nu HTML Checker (`--format json`), https://github.com/validator/validator/wiki/Output-»-JSON */
interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
}

/** HTML errors of one page; `path` is the site path, `line` the line in the served HTML. */
export interface HtmlError {
  path: string;
  line?: number;
  message: string;
}

/**
 * Validates the HTML every path serves with the Nu HTML Checker (`vnu-jar`, needs Java 17 on
 * PATH). Pages are fetched as served (prerendered HTML, 404 included) and checked in one JVM.
 * @returns errors (warnings and info are not counted) and the number of pages checked.
 * @throws Error when a page cannot be fetched or answers an error (only `MISSING_PATH` may),
 * or Java/vnu fails to run.
 */
export async function validateHtml(origin: string, paths: string[]): Promise<{ checked: number; errors: HtmlError[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  const fileToPath = new Map<string, string>();
  await Promise.all(
    paths.map(async (sitePath, i) => {
      const res = await fetch(origin + sitePath);
      if (!res.ok && sitePath !== MISSING_PATH) throw new Error(`${sitePath} answered ${res.status}; only ${MISSING_PATH} may fail`);
      const file = path.join(dir, `page-${i}.html`);
      writeFileSync(file, await res.text());
      fileToPath.set(file, sitePath);
    }),
  );
  // The package's main export is the path of vnu.jar (a String object).
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  // vnu exits 1 when it finds errors; the JSON on stderr is the result either way.
  const args = ['-Xss4m', '-jar', jar, '--format', 'json', ...fileToPath.keys()];
  const { stderr } = await promisify(execFile)('java', args, { maxBuffer: 64 * 1024 * 1024 }).catch((error: { stderr?: string; message: string }) => {
    if (error.stderr?.trimStart().startsWith('{')) return { stderr: error.stderr };
    throw new Error(`vnu-jar failed to run (is Java 17 on PATH?): ${error.message}`);
  });
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
  const errors = messages
    .filter((m) => m.type !== 'info')
    .map((m) => ({ path: fileToPath.get((m.url ?? '').replace(/^file:/, '')) ?? m.url ?? '?', line: m.lastLine, message: m.message }));
  return { checked: paths.length, errors };
}
