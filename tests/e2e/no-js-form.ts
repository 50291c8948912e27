import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';

/**
 * Posts a form of `path` as a browser without JavaScript would: the hidden fields React rendered
 * into it (the Server Action's reference and bound state), plus `values`, as multipart form data
 * to the form's action. For HTTP-only tests (`scale.spec.ts`).
 * @param origin - e.g. `http://127.0.0.1:3105`
 * @param path - the page holding the form, e.g. `/contact`
 * @param fieldName - a field only the wanted form has, e.g. `firstName`
 * @param headers - sent with both requests (e.g. forged client addresses)
 * @returns the answer's status and the text of the notice it shows (`role="status"` or `"alert"`), if any
 * @throws Error when the page has no such form
 */
export async function postNoJsForm(
  origin: string,
  path: string,
  fieldName: string,
  values: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; notice: string | null }> {
  const page = parseDocument(await (await fetch(origin + path, { headers })).text());
  const form = findOne((el) => el.name === 'form' && findOne((input) => input.name === 'input' && input.attribs.name === fieldName, el.children, true) !== null, page.children, true);
  if (!form) throw new Error(`${path} has no form with a ${fieldName} field`);
  const body = new FormData();
  for (const input of findAll((el) => el.name === 'input' && el.attribs.type === 'hidden' && Boolean(el.attribs.name), form.children)) {
    body.set(input.attribs.name ?? '', input.attribs.value ?? '');
  }
  for (const [name, value] of Object.entries(values)) body.set(name, value);
  const action = new URL(getAttributeValue(form, 'action') || path, origin + path);
  const response = await fetch(action, { method: 'POST', body, headers: { origin, ...headers }, redirect: 'manual' });
  const answer = parseDocument(await response.text());
  // The form's notice is in <main>; the header's search dialog has a status line of its own.
  const main = findOne((el) => el.name === 'main', answer.children, true);
  const notice = findOne((el) => el.attribs.role === 'status' || el.attribs.role === 'alert', main?.children ?? answer.children, true);
  return { status: response.status, notice: notice ? textContent(notice).trim() : null };
}
