import { describe, expect, it } from 'vitest';
import { ACTION_BODY_LIMIT_BYTES, refuseRequest } from '@/lib/http/request-guard';

const page = (method: string, headers: Record<string, string> = {}) => refuseRequest({ method, isFile: false, headers: new Headers(headers) });
const form = { 'content-type': 'multipart/form-data; boundary=x', host: 'www.example.com' };

describe('requests answered with a 4xx before Next would answer 500 (issue 15, part 5)', () => {
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
