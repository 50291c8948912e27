import { expect, test } from '@playwright/test';

// Requests Next answered with a 500 get a 4xx, and nothing is stored (a sample; hostile-requests.spec.ts sends many more).

test.describe('bad requests get a 4xx, never a 500', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP only: one project is enough');

  test('wrong methods, non-form posts, oversized and cross-origin form posts', async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? 'http://localhost:3100').origin;
    const cases: [string, () => Promise<{ status(): number }>, number][] = [
      ['POST a file', () => request.post('/enhance.js', { data: 'x' }), 405],
      ['PUT a page', () => request.put('/denmark', { data: 'x' }), 405],
      ['DELETE a page', () => request.delete('/contact'), 405],
      ['an action called with JSON arguments', () => request.post('/contact', { headers: { 'next-action': '0'.repeat(42), 'content-type': 'text/plain;charset=UTF-8' }, data: '["a","b"]' }), 400],
      ['a 70 KB form post', () => request.post('/contact', { headers: { origin }, multipart: { message: 'x'.repeat(70 * 1024) } }), 413],
      ['a cross-origin form post', () => request.post('/contact', { headers: { origin: 'https://evil.example' }, multipart: { name: 'x' } }), 403],
      ['the webhook without a configured secret', () => request.post('/api/revalidate', { data: { _type: 'faq' } }), 503],
    ];
    const results = [];
    for (const [name, send, expected] of cases) results.push([name, (await send()).status(), expected]);
    expect(results.filter(([, status, expected]) => status !== expected)).toEqual([]);
  });
});
