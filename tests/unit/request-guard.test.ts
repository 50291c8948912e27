import { describe, expect, it } from 'vitest';
import { ACTION_BODY_LIMIT_BYTES, readBodyWithin, refuseRequest } from '@/lib/http/request-guard';
import { refuseUnknownAction } from '@/lib/http/server-actions';

const page = (method: string, headers: Record<string, string> = {}) => refuseRequest({ method, isFile: false, headers: new Headers(headers) });
const form = { 'content-type': 'multipart/form-data; boundary=x', host: 'www.example.com' };

describe('requests answered with a 4xx before Next would answer 500', () => {
  it('files take GET and HEAD only', () => {
    for (const method of ['GET', 'HEAD']) expect(refuseRequest({ method, isFile: true, headers: new Headers() })).toBeNull();
    expect(refuseRequest({ method: 'POST', isFile: true, headers: new Headers() })).toMatchObject({ status: 405, allow: 'GET, HEAD' });
  });

  it('pages take GET, HEAD and form POSTs', () => {
    expect(page('GET')).toBeNull();
    expect(page('HEAD')).toBeNull();
    expect(page('POST', form)).toBeNull();
    expect(page('POST', { ...form, 'content-type': 'application/x-www-form-urlencoded' })).toBeNull();
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) expect(page(method), method).toMatchObject({ status: 405, allow: 'GET, HEAD, POST' });
  });

  it('a POST that is no form (an action called with other arguments) is a 400', () => {
    expect(page('POST', { ...form, 'content-type': 'text/plain;charset=UTF-8' })).toMatchObject({ status: 400 });
    expect(page('POST', { host: 'www.example.com' })).toMatchObject({ status: 400 });
  });

  it('in draft mode, an action called with other arguments passes (Presentation refreshes the preview so)', () => {
    const refresh = { ...form, 'content-type': 'text/plain;charset=UTF-8', 'next-action': 'a'.repeat(42) };
    expect(page('POST', { ...refresh, cookie: 'theme=dark; __prerender_bypass=abc' })).toBeNull();
    expect(page('POST', refresh), 'not in draft mode').toMatchObject({ status: 400 });
    expect(page('POST', { ...refresh, cookie: 'x__prerender_bypass=abc' }), 'a look-alike cookie').toMatchObject({ status: 400 });
    expect(page('POST', { ...form, 'content-type': 'text/plain', cookie: '__prerender_bypass=abc' }), 'no action').toMatchObject({ status: 400 });
  });

  it('a declared body over the limit is a 413', () => {
    expect(page('POST', { ...form, 'content-length': String(ACTION_BODY_LIMIT_BYTES) })).toBeNull();
    expect(page('POST', { ...form, 'content-length': String(ACTION_BODY_LIMIT_BYTES + 1) })).toMatchObject({ status: 413 });
  });

  it("a cross-origin form post is a 403, by Next's rule (Origin host = X-Forwarded-Host or Host)", () => {
    expect(page('POST', { ...form, origin: 'https://www.example.com' })).toBeNull();
    expect(page('POST', { ...form, host: '127.0.0.1:3000', 'x-forwarded-host': 'www.example.com', origin: 'https://www.example.com' })).toBeNull();
    expect(page('POST', { ...form, origin: 'https://evil.example' })).toMatchObject({ status: 403 });
    expect(page('POST', { ...form, origin: 'not a url' })).toMatchObject({ status: 403 });
    // No Origin (an old browser, a script): Next lets these through with a warning; so do we.
    expect(page('POST', form)).toBeNull();
  });
});

describe('paths Next cannot decode', () => {
  it('a broken percent escape is a 400', () => {
    for (const pathname of ['/studio/%', '/%E0%A4%A', '/a%zz']) {
      expect(refuseRequest({ method: 'GET', isFile: false, headers: new Headers(), pathname }), pathname).toMatchObject({ status: 400 });
    }
    expect(refuseRequest({ method: 'GET', isFile: false, headers: new Headers(), pathname: '/da/%C3%A6' })).toBeNull();
  });
});

describe('chunked form posts (no Content-Length) are counted', () => {
  const stream = (sizes: number[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const size of sizes) controller.enqueue(new Uint8Array(size).fill(120));
        controller.close();
      },
    });

  it('reads a body within the limit whole, and stops at the first byte past it', async () => {
    expect((await readBodyWithin(stream([1000, 2000])))?.byteLength).toBe(3000);
    expect(await readBodyWithin(stream([ACTION_BODY_LIMIT_BYTES, 1]))).toBeNull();
    expect((await readBodyWithin(stream([ACTION_BODY_LIMIT_BYTES])))?.byteLength).toBe(ACTION_BODY_LIMIT_BYTES);
    expect(await readBodyWithin(null)).toEqual(new Uint8Array());
  });
});

describe('form posts must name an action of this build', () => {
  const known = new Set(['40aa', '60bb']);
  const post = (headers: Record<string, string>, fields?: Record<string, string> | 'malformed') => ({
    headers: new Headers(headers),
    formData: async () => {
      if (fields === 'malformed' || fields === undefined) throw new TypeError('Failed to parse body as FormData.');
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return form;
    },
  });

  it("React's submit: the Next-Action header decides, the body is not read", async () => {
    expect(await refuseUnknownAction(post({ 'next-action': '40aa' }), known)).toBeNull();
    expect(await refuseUnknownAction(post({ 'next-action': 'ffff' }), known)).toMatchObject({ status: 404, message: expect.stringMatching(/Reload the page/) });
  });

  it('a form posted without JavaScript: by $ACTION_ID_<id> or $ACTION_REF_<n> with its bound id', async () => {
    expect(await refuseUnknownAction(post({}, { $ACTION_ID_60bb: '', name: 'x' }), known)).toBeNull();
    expect(await refuseUnknownAction(post({}, { $ACTION_REF_1: '', '$ACTION_1:0': '{"id":"40aa","bound":"$@1"}' }), known)).toBeNull();
    expect(await refuseUnknownAction(post({}, { $ACTION_ID_ffff: '' }), known)).toMatchObject({ status: 404 });
    expect(await refuseUnknownAction(post({}, { $ACTION_REF_1: '', '$ACTION_1:0': '{"id":"ffff"}' }), known)).toMatchObject({ status: 404 });
  });

  it('no action, a broken reference or a body that is no form data: 400', async () => {
    expect(await refuseUnknownAction(post({}, { name: 'x' }), known)).toMatchObject({ status: 400 });
    expect(await refuseUnknownAction(post({}, { $ACTION_REF_1: '', '$ACTION_1:0': '{not json' }), known)).toMatchObject({ status: 400 });
    expect(await refuseUnknownAction(post({}, 'malformed'), known)).toMatchObject({ status: 400, message: 'Malformed form data' });
  });
});
