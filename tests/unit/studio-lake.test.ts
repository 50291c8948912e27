import { connect } from 'node:http2';
import { Mutation } from '@sanity/mutator';
import { applyPatch } from 'mendoza';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentLake, type ContentLake, type LakeDocument } from '../../scripts/loopback/content-lake.mjs';
import { EDITOR } from '../../scripts/loopback/studio-lake.mjs';

const TOKEN = 'studio-lake-token';
const ORIGIN = 'http://localhost:3000';
const auth = { authorization: `Bearer ${TOKEN}`, origin: ORIGIN };

interface ListenerEvent {
  event: string;
  id?: string;
  data: Record<string, unknown>;
}

/** A server-sent event stream read as the Studio's EventSource would: named events, JSON data. */
function openListener(url: string) {
  const controller = new AbortController();
  const events: ListenerEvent[] = [];
  const waiters: (() => void)[] = [];
  const ready = fetch(url, { headers: { ...auth, accept: 'text/event-stream' }, signal: controller.signal }).then(async (response) => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
            // A block without data (`retry: 500`) dispatches no event.
            if (field('data') === undefined) continue;
            events.push({ event: field('event') ?? 'message', id: field('id'), data: JSON.parse(field('data') ?? '{}') });
            waiters.splice(0).forEach((wake) => wake());
          }
        }
      } catch {
        // aborted
      }
    })();
  });
  /** Resolves with the events once `count` of them arrived. */
  const until = async (count: number) => {
    await ready;
    const deadline = Date.now() + 5000;
    while (events.length < count) {
      if (Date.now() > deadline) throw new Error(`only ${events.length} of ${count} events: ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return events;
  };
  return { events, until, close: () => controller.abort() };
}

describe('loopback Content Lake, the Studio’s calls', () => {
  let lake: ContentLake;
  let api: string;
  const actions = (body: object) =>
    fetch(`${api}/v2025-02-19/data/actions/test?tag=sanity.studio.document.commit`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const docs = async (...ids: string[]) => {
    const body = (await (await fetch(`${api}/v2025-02-19/data/doc/test/${ids.join(',')}`, { headers: auth })).json()) as { documents: LakeDocument[] };
    return Object.fromEntries(ids.map((id) => [id, body.documents.find((d) => d._id === id)]));
  };

  beforeAll(async () => {
    lake = await startContentLake({
      token: TOKEN,
      projectId: 'studio',
      dataset: 'test',
      documents: [
        { _id: 'jurisdiction-denmark', _type: 'jurisdiction', name: 'Denmark', facts: [{ _key: 'tax', _type: 'fact', label: 'Corporate tax', value: '22%' }], intro: 'Start a company in Denmark.' },
        { _id: 'pricingItem-nda', _type: 'pricingItem', title: 'NDA', price: 100 },
      ],
    });
    api = lake.url;
  });
  afterAll(() => lake?.close());

  describe('start-up', () => {
    it('answers a CORS preflight for the Studio’s origin, and every answer carries the CORS headers', async () => {
      const preflight = await fetch(`${api}/v2026-05-04/users/me`, {
        method: 'OPTIONS',
        headers: { origin: ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
      expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization');
      const me = await fetch(`${api}/v2026-05-04/users/me?tag=sanity.studio.users.get-current.initial`, { headers: auth });
      expect(me.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    });

    it('signs the token in as the editor: users/me and auth/id; without a token nobody, with a wrong one 401', async () => {
      expect(await (await fetch(`${api}/v2026-05-04/users/me`, { headers: auth })).json()).toEqual(EDITOR);
      expect(await (await fetch(`${api}/v2026-05-04/auth/id`, { headers: auth })).json()).toEqual({ id: EDITOR.id });
      expect(await (await fetch(`${api}/v2026-05-04/users/me`)).json()).toEqual({});
      expect((await fetch(`${api}/v2026-05-04/auth/id`)).status).toBe(401);
      expect((await fetch(`${api}/v2026-05-04/users/me`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
      expect(await (await fetch(`${api}/v2026-05-04/auth/providers`)).json()).toMatchObject({ providers: [] });
    });

    it('describes the project, its dataset and the editor’s grants; features, telemetry and journeys are off', async () => {
      const get = async (path: string) => {
        const response = await fetch(`${api}${path}`, { headers: auth });
        expect(response.status, path).toBe(200);
        return response.json();
      };
      expect(await get('/v2021-12-15/projects/studio?includeMembers=false&includeFeatures=false&includeOrganization=true')).toMatchObject({ id: 'studio', members: [] });
      expect(await get('/v2021-12-15/projects/studio/datasets')).toEqual([expect.objectContaining({ name: 'test', aclMode: 'public' })]);
      expect(await get('/v2021-12-15/projects/studio/datasets?datasetProfile=comments&addonFor=test')).toEqual([]);
      expect(await get('/v2021-06-07/projects/studio/datasets/test/acl')).toEqual([{ filter: '_id in path("**")', permissions: ['read', 'create', 'history', 'update'] }]);
      expect(await get('/v2025-02-19/projects/studio/grants')).toHaveProperty(['sanity.document.filter', 0, 'grants']);
      expect(await get('/v2025-02-19/features')).toEqual([]);
      expect(await get('/v2023-12-18/intake/telemetry-status')).toEqual({ status: 'denied' });
      expect(await get('/v2025-02-19/schedules/studio/test?limit=1')).toEqual({ schedules: [] });
      expect(await get('/v1/help?m=sanity%406.16.0')).toEqual({ resources: [] });
      expect(await get('/v2024-09-19/journey/announcements')).toEqual([]);
      expect(await get('/v2025-02-19/data/references/test/documents/pricingItem-nda/to?excludeInternalReferences=true&excludePaths=true')).toEqual({ totalCount: 0, references: [] });
      expect(await get(`/v2021-06-07/users/${EDITOR.id}`)).toMatchObject({ id: EDITOR.id, displayName: EDITOR.name });
      expect((await fetch(`${api}/v2021-12-15/projects/other`, { headers: auth })).status).toBe(404);
    });

    it('keeps the editor’s key-value settings', async () => {
      const put = await fetch(`${api}/v2025-02-19/users/me/keyvalue`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify([{ key: 'studio.structure-tool.layout.jurisdiction', value: 'detail' }]),
      });
      expect(await put.json()).toEqual([{ key: 'studio.structure-tool.layout.jurisdiction', value: 'detail' }]);
      const got = await fetch(`${api}/v2025-02-19/users/me/keyvalue/studio.structure-tool.layout.jurisdiction,studio.announcement.seen`, { headers: auth });
      expect(await got.json()).toEqual([
        { key: 'studio.structure-tool.layout.jurisdiction', value: 'detail' },
        { key: 'studio.announcement.seen', value: null },
      ]);
    });

    it('runs the list pane’s search query, whose text::query() groq-js lacks', async () => {
      const query = '*[_type in $__types && ([@, _id] match text::query($__query) || references($__rawQuery))]{_id}';
      const url = (q: string) => `${api}/v2025-02-19/data/query/test?query=${encodeURIComponent(query)}&$__types=${encodeURIComponent('["jurisdiction","pricingItem"]')}&$__query=${encodeURIComponent(JSON.stringify(q))}&$__rawQuery=${encodeURIComponent(JSON.stringify(q))}&perspective=drafts`;
      expect(((await (await fetch(url('*'), { headers: auth })).json()) as { result: unknown[] }).result).toHaveLength(2);
      expect(((await (await fetch(url('den*'), { headers: auth })).json()) as { result: unknown[] }).result).toEqual([{ _id: 'jurisdiction-denmark' }]);
    });

    it('answers over TLS with HTTP/2 on the same port (a browser keeps only 6 HTTP/1.1 connections to a host)', async () => {
      const session = connect(api.replace('http://', 'https://'), { rejectUnauthorized: false });
      try {
        const body = await new Promise<string>((resolve, reject) => {
          const stream = session.request({ ':path': '/v2026-05-04/users/me', authorization: `Bearer ${TOKEN}` });
          let text = '';
          stream.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve(text)).on('error', reject);
        });
        expect(JSON.parse(body)).toEqual(EDITOR);
      } finally {
        session.close();
      }
    });
  });

  describe('editing and publishing, as the Studio does it', () => {
    it('creates a draft, edits it by _key paths, diffMatchPatch and insert, publishes it, and the listener tells the document pane', async () => {
      const pair = openListener(
        `${api}/v2025-02-19/data/listen/test?query=${encodeURIComponent('*[_id in $ids]')}&$ids=${encodeURIComponent('["jurisdiction-norway","drafts.jurisdiction-norway"]')}&includeResult=false&includeAllVersions=true&effectFormat=mendoza&enableResume=true&tag=sanity.studio.document.pair.listen`,
      );
      const [welcome] = await pair.until(1);
      expect(welcome).toMatchObject({ event: 'welcome', data: { listenerName: expect.any(String) } });

      const created = await actions({
        transactionId: 'tx-create',
        actions: [
          { actionType: 'sanity.action.document.create', publishedId: 'jurisdiction-norway', attributes: { _id: 'drafts.jurisdiction-norway', _type: 'jurisdiction', name: 'Norway', facts: [{ _key: 'tax', _type: 'fact', value: '22%' }] }, ifExists: 'fail' },
          {
            actionType: 'sanity.action.document.edit',
            draftId: 'drafts.jurisdiction-norway',
            publishedId: 'jurisdiction-norway',
            patch: { set: { 'facts[_key=="tax"].value': '22 %' }, insert: { after: 'facts[-1]', items: [{ _key: 'vat', _type: 'fact', value: '25%' }] } },
          },
        ],
      });
      expect(await created.json()).toEqual({ transactionId: 'tx-create' });
      await actions({ transactionId: 'tx-dmp', actions: [{ actionType: 'sanity.action.document.edit', draftId: 'drafts.jurisdiction-norway', publishedId: 'jurisdiction-norway', patch: { diffMatchPatch: { name: '@@ -3,4 +3,12 @@\n rway\n+ (Norge)\n' } } }] });
      const { 'drafts.jurisdiction-norway': draft } = await docs('drafts.jurisdiction-norway');
      expect(draft).toMatchObject({ name: 'Norway (Norge)', _rev: 'tx-dmp', facts: [{ _key: 'tax', value: '22 %' }, { _key: 'vat', value: '25%' }] });

      const published = await actions({ transactionId: 'tx-publish', actions: [{ actionType: 'sanity.action.document.publish', draftId: 'drafts.jurisdiction-norway', publishedId: 'jurisdiction-norway' }] });
      expect(published.status).toBe(200);
      const after = await docs('jurisdiction-norway', 'drafts.jurisdiction-norway');
      expect(after['drafts.jurisdiction-norway']).toBeUndefined();
      expect(after['jurisdiction-norway']).toMatchObject({ name: 'Norway (Norge)', _rev: 'tx-publish' });

      const events = (await pair.until(5)).slice(1);
      pair.close();
      expect(events.map((e) => [e.event, e.data.transactionId, e.data.documentId, e.data.transition, e.data.transactionTotalEvents, e.data.transactionCurrentEvent])).toEqual([
        ['mutation', 'tx-create', 'drafts.jurisdiction-norway', 'appear', 1, 1],
        ['mutation', 'tx-dmp', 'drafts.jurisdiction-norway', 'update', 1, 1],
        ['mutation', 'tx-publish', 'jurisdiction-norway', 'appear', 2, 1],
        ['mutation', 'tx-publish', 'drafts.jurisdiction-norway', 'disappear', 2, 2],
      ]);
      expect(events[2]).toMatchObject({ id: 'tx-publish#jurisdiction-norway', data: { eventId: 'tx-publish#jurisdiction-norway', identity: EDITOR.id, resultRev: 'tx-publish', visibility: 'query' } });
      expect(events[1]?.data).toMatchObject({ previousRev: 'tx-create', resultRev: 'tx-dmp' });
      expect(events[1]?.data).not.toHaveProperty('result');

      // The document pane applies `mutations` (@sanity/mutator), the preview store `effects` (mendoza):
      // both give the lake's document.
      let head: Record<string, unknown> | null = null;
      for (const e of events.slice(0, 2)) head = new Mutation(e.data as never).apply(head as never) as never;
      expect(head).toEqual({ ...draft, _updatedAt: (events[1]?.data as { timestamp: string }).timestamp });
      const withoutRev = Object.fromEntries(Object.entries(after['jurisdiction-norway'] as LakeDocument).filter(([key]) => key !== '_rev'));
      expect(applyPatch(null, (events[2]?.data.effects as { apply: unknown[] }).apply as never)).toEqual(withoutRev);
      expect(applyPatch(withoutRev, (events[3]?.data.effects as { apply: unknown[] }).apply as never)).toBeNull();
    });

    it('edits a published document into a new draft, refuses a stale publish, then unpublishes, discards and deletes', async () => {
      const global = openListener(`${api}/v2025-02-19/data/listen/test?query=*&includeResult=false&includeMutations=false&effectFormat=mendoza&tag=sanity.studio.preview.global`);
      await global.until(1);
      const before = (await docs('pricingItem-nda'))['pricingItem-nda'] as LakeDocument;
      await actions({ transactionId: 'tx-price', actions: [{ actionType: 'sanity.action.document.edit', draftId: 'drafts.pricingItem-nda', publishedId: 'pricingItem-nda', patch: { set: { price: 120 } } }] });
      expect((await docs('drafts.pricingItem-nda'))['drafts.pricingItem-nda']).toMatchObject({ title: 'NDA', price: 120, _createdAt: before._createdAt });

      const stale = await actions({ actions: [{ actionType: 'sanity.action.document.publish', draftId: 'drafts.pricingItem-nda', publishedId: 'pricingItem-nda', ifPublishedRevisionId: 'not-the-revision' }] });
      expect(stale.status).toBe(409);
      expect(await stale.json()).toMatchObject({ error: { type: 'actionError' } });
      expect((await docs('pricingItem-nda'))['pricingItem-nda']?.price).toBe(100);

      await actions({ actions: [{ actionType: 'sanity.action.document.publish', draftId: 'drafts.pricingItem-nda', publishedId: 'pricingItem-nda', ifPublishedRevisionId: before._rev }] });
      expect((await docs('pricingItem-nda'))['pricingItem-nda']?.price).toBe(120);

      await actions({ actions: [{ actionType: 'sanity.action.document.unpublish', draftId: 'drafts.pricingItem-nda', publishedId: 'pricingItem-nda' }] });
      let now = await docs('pricingItem-nda', 'drafts.pricingItem-nda');
      expect(now['pricingItem-nda']).toBeUndefined();
      expect(now['drafts.pricingItem-nda']).toMatchObject({ price: 120 });

      await actions({ actions: [{ actionType: 'sanity.action.document.version.discard', versionId: 'drafts.pricingItem-nda' }] });
      expect((await docs('drafts.pricingItem-nda'))['drafts.pricingItem-nda']).toBeUndefined();

      await actions({ actions: [{ actionType: 'sanity.action.document.edit', draftId: 'drafts.jurisdiction-denmark', publishedId: 'jurisdiction-denmark', patch: { set: { name: 'Danmark' } } }] });
      await actions({ actions: [{ actionType: 'sanity.action.document.delete', publishedId: 'jurisdiction-denmark', includeDrafts: ['drafts.jurisdiction-denmark'] }] });
      now = await docs('jurisdiction-denmark', 'drafts.jurisdiction-denmark');
      expect(now).toEqual({ 'jurisdiction-denmark': undefined, 'drafts.jurisdiction-denmark': undefined });
      expect((await actions({ actions: [{ actionType: 'sanity.action.document.version.discard', versionId: 'drafts.jurisdiction-denmark' }] })).status).toBe(409);
      expect((await actions({ actions: [{ actionType: 'sanity.action.document.release.publish' }] })).status).toBe(400);

      const seen = (await global.until(10)).slice(1).map((e) => `${e.data.documentId} ${e.data.transition}`);
      global.close();
      expect(seen).toEqual([
        'drafts.pricingItem-nda appear', // edit: the draft made from the published document
        'pricingItem-nda update', // publish
        'drafts.pricingItem-nda disappear',
        'drafts.pricingItem-nda appear', // unpublish
        'pricingItem-nda disappear',
        'drafts.pricingItem-nda disappear', // discard
        'drafts.jurisdiction-denmark appear',
        'jurisdiction-denmark disappear', // delete
        'drafts.jurisdiction-denmark disappear',
      ]);
    });

    it('keeps the history the review pane reads: transactions as NDJSON and a document at a revision', async () => {
      const response = await fetch(
        `${api}/v2025-02-19/data/history/test/transactions/jurisdiction-norway,drafts.jurisdiction-norway?excludeContent=true&excludeMutations=true&includeIdentifiedDocumentsOnly=true&effectFormat=mendoza&reverse=true&limit=50`,
        { headers: auth },
      );
      expect(response.headers.get('content-type')).toBe('application/x-ndjson');
      const lines = (await response.text()).split('\n').map((line) => JSON.parse(line) as { id: string; author: string; documentIDs: string[]; effects: Record<string, { apply: unknown[] }> });
      expect(lines.map((t) => t.id)).toEqual(['tx-publish', 'tx-dmp', 'tx-create']);
      expect(lines[0]).toMatchObject({ author: EDITOR.id, documentIDs: ['jurisdiction-norway', 'drafts.jurisdiction-norway'] });
      expect(lines[0]).not.toHaveProperty('mutations');
      expect(lines[2]?.effects['drafts.jurisdiction-norway']?.apply[1]).toMatchObject({ name: 'Norway' });

      const atCreate = await fetch(`${api}/v2025-02-19/data/history/test/documents/drafts.jurisdiction-norway?revision=tx-create`, { headers: auth });
      expect(await atCreate.json()).toMatchObject({ documents: [{ _id: 'drafts.jurisdiction-norway', _rev: 'tx-create', name: 'Norway' }] });
      const events = await (await fetch(`${api}/v2025-02-19/data/history/test/events/documents/drafts.jurisdiction-norway?limit=100`, { headers: auth })).json();
      expect(events).toEqual({
        events: {
          'drafts.jurisdiction-norway': [
            expect.objectContaining({ type: 'publishDocumentVersion', documentId: 'jurisdiction-norway', revisionId: 'tx-publish', versionRevisionId: 'tx-dmp', author: EDITOR.id }),
            expect.objectContaining({ type: 'createDocumentVersion', documentId: 'jurisdiction-norway', versionId: 'drafts.jurisdiction-norway', versionRevisionId: 'tx-create' }),
          ],
        },
        nextCursor: '',
      });
      // Documents the lake started with have a transaction too (the pane aligns history to each _rev).
      const seeded = await (await fetch(`${api}/v2025-02-19/data/history/test/transactions/pricingItem-nda?reverse=true&limit=50`, { headers: auth })).text();
      expect(seeded.split('\n').at(-1)).toContain('"id":"initial"');
      expect((await fetch(`${api}/v2025-02-19/data/history/test/transactions/pricingItem-nda`)).status).toBe(401);
    });
  });

  it('ends every listener’s stream when the documents are replaced, so the Studio reconnects and fetches again', async () => {
    const listener = await fetch(`${api}/v2025-02-19/data/listen/test?query=*`, { headers: auth });
    const reader = listener.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('event: welcome')) text += (await reader.read()).value ?? '';
    expect(text).toContain('retry: 500');
    lake.reset([...lake.documents.values()]);
    expect((await reader.read()).done).toBe(true);
  });

  it('speaks bifur on the presence socket: authorization, subscribe, and relays one session’s state to another', async () => {
    const open = async () => {
      const ws = new WebSocket(`${api.replace('http', 'ws')}/v2022-06-30/socket/test?tag=sanity.studio`);
      const messages: string[] = [];
      ws.addEventListener('message', (e) => messages.push(String(e.data)));
      await new Promise((resolve, reject) => {
        ws.addEventListener('open', resolve);
        ws.addEventListener('error', reject);
      });
      const call = async (method: string, params: object) => {
        const id = `${method}-${Math.random()}`;
        ws.send(JSON.stringify({ jsonrpc: '2.0', method, params: { ...params, apiVersion: 'v1' }, id }));
        for (let i = 0; i < 50; i++) {
          const reply = messages.map((m) => (m === '♥' ? null : (JSON.parse(m) as { id?: string; result?: unknown }))).find((m) => m?.id === id);
          if (reply) return reply.result;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        throw new Error(`no reply to ${method}`);
      };
      return { ws, messages, call };
    };
    const a = await open();
    const b = await open();
    try {
      expect(await a.call('authorization', { authorization: `Bearer ${TOKEN}` })).toBe(true);
      expect(await b.call('authorization', { authorization: `Bearer ${TOKEN}` })).toBe(true);
      const subscription = await b.call('presence_subscribe', {});
      expect(subscription).toEqual(expect.any(String));
      expect(await a.call('presence_announce', { data: { sessionId: 's-a', locations: [{ type: 'document', documentId: 'x', path: [] }] } })).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(a.messages[0]).toBe('♥');
      const relayed = b.messages.filter((m) => m.includes('presence_subscription')).map((m) => JSON.parse(m) as unknown);
      expect(relayed).toEqual([{ jsonrpc: '2.0', method: 'presence_subscription', params: { subscription, result: { type: 'state', i: EDITOR.id, m: { sessionId: 's-a', locations: [{ type: 'document', documentId: 'x', path: [] }] } } } }]);
    } finally {
      a.ws.close();
      b.ws.close();
    }
  });
});
