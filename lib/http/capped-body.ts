/**
 * A request's body as UTF-8 text, read only up to `limit` bytes: a larger body is refused without
 * reading the rest, so a caller that sends megabytes costs a server no more than `limit`.
 * @param limit - bytes
 * @returns the text, `''` for no body, or `null` as soon as the body exceeds `limit`
 */
export async function readCappedBody(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
