import { seedDocuments } from '../seed';
import { editorClient } from '../tests/fixtures/publish';
import { PUBLISHING } from '../tests/e2e/publishing-env';
const lake = editorClient({ ...PUBLISHING, apiHost: `http://127.0.0.1:${PUBLISHING.lakePort}` });
const dk = structuredClone(seedDocuments.find((d) => d._id === 'jurisdiction-denmark')) as any;
await lake.createOrReplace({ ...dk, _id: 'jurisdiction-iceland', name: 'Iceland', slug: { _type: 'slug', current: 'iceland' }, hero: { ...dk.hero, heading: 'Company Registration in Iceland' } });
const t = Date.now();
for (let i = 0; i < 20; i++) {
  const a = await fetch('http://127.0.0.1:3102/iceland', { redirect: 'manual' });
  const b = await fetch('http://localhost:3102/iceland', { redirect: 'manual' });
  console.log(Date.now() - t, '127:', a.status, a.headers.get('location') ?? '', 'localhost:', b.status, b.headers.get('location') ?? '');
  if (a.status === 200 && b.status === 200) break;
  await new Promise((r) => setTimeout(r, 300));
}
