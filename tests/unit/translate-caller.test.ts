import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallerRefusedError, verifyStudioCaller } from '../../lib/translate/caller';

/** What the fake project API answers to `/users/me`, per token. */
const ANSWERS: Record<string, { status: number; body: unknown }> = {
  member: { status: 200, body: { id: 'pMember', roles: [{ name: 'editor' }] } },
  legacyRole: { status: 200, body: { id: 'pLegacy', role: 'administrator' } },
  outsider: { status: 200, body: { id: 'pOutsider', roles: [] } },
  nobody: { status: 200, body: {} },
  refused: { status: 401, body: { error: 'Unauthorized' } },
  broken: { status: 500, body: { error: 'Internal' } },
};

let server: Server;
let apiHost = '';
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '').replace(/-token$/, '');
    seen.push(`${req.method} ${req.url}`);
    const answer = ANSWERS[token] ?? { status: 401, body: {} };
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const config = () => ({ projectId: 'caller', dataset: 'production', apiVersion: '2025-10-01', apiHost });
const refusal = async (authorization: string | null) => {
  const error = await verifyStudioCaller(authorization, config()).catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(CallerRefusedError);
  return (error as CallerRefusedError).status;
};

describe('the Studio caller of the translation route', () => {
  it('is a member of the project, as its API says for the token', async () => {
    await expect(verifyStudioCaller('Bearer member-token', config())).resolves.toEqual({ id: 'pMember', token: 'member-token' });
    await expect(verifyStudioCaller('Bearer legacyRole-token', config())).resolves.toMatchObject({ id: 'pLegacy' });
    expect(seen.at(-1)).toBe('GET /v2025-10-01/users/me?tag=site.translate-caller');
  });

  it('is refused with 401 without a bearer token, for a token Sanity refuses, and for a user with no role in the project', async () => {
    const asked = seen.length;
    for (const header of [null, '', 'member-token', 'Basic member-token', 'Bearer short', 'Bearer member token']) expect(await refusal(header), String(header)).toBe(401);
    expect(seen.length, 'no malformed header reaches Sanity').toBe(asked);
    for (const token of ['outsider', 'nobody', 'refused']) expect(await refusal(`Bearer ${token}-token`), token).toBe(401);
  });

  it('is refused with 503 when the project API fails', async () => {
    expect(await refusal('Bearer broken-token')).toBe(503);
  });
});
