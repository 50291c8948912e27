import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

const SECRET = 'test-webhook-secret';

async function post(body: string, signature?: string) {
  const { POST } = await import('@/app/api/revalidate/route');
  const headers = new Headers({ 'content-type': 'application/json' });
  if (signature) headers.set(SIGNATURE_HEADER_NAME, signature);
  return POST(new NextRequest('http://localhost/api/revalidate', { method: 'POST', body, headers }));
}

const sign = async (body: string, secret = SECRET) => encodeSignatureHeader(body, Date.now(), secret);

describe('POST /api/revalidate (Sanity webhook)', () => {
  beforeEach(() => {
    vi.stubEnv('SANITY_REVALIDATE_SECRET', SECRET);
    revalidateTag.mockClear();
  });
  afterEach(() => vi.unstubAllEnvs());

  it('revalidates the document type tag for a correctly signed call', async () => {
    const body = JSON.stringify({ _type: 'jurisdiction', slug: 'denmark' });
    const response = await post(body, await sign(body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['jurisdiction'] });
    expect(revalidateTag).toHaveBeenCalledWith('jurisdiction', { expire: 0 });
  });

  it('answers 401 without a signature or with a wrong one, and revalidates nothing', async () => {
    const body = JSON.stringify({ _type: 'jurisdiction' });
    expect((await post(body)).status).toBe(401);
    expect((await post(body, await sign(body, 'another-secret'))).status).toBe(401);
    expect((await post(JSON.stringify({ _type: 'pricingItem' }), await sign(body))).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 400 to a signed but malformed body', async () => {
    for (const body of ['not json', JSON.stringify({ slug: 'x' }), JSON.stringify({ _type: 42 })]) {
      const response = await post(body, await sign(body));
      expect(response.status, body).toBe(400);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 500 when no secret is configured', async () => {
    vi.stubEnv('SANITY_REVALIDATE_SECRET', '');
    const body = JSON.stringify({ _type: 'faq' });
    expect((await post(body, await sign(body))).status).toBe(500);
  });
});
