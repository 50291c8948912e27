import { sendWebhook } from '../tests/fixtures/publish';
await sendWebhook('http://localhost:3102', { _type: 'siteSettings' }, 'e2e-webhook-secret');
const t0 = Date.now();
for (const p of ['/da/denmark', '/da/cyprus', '/da/global-registration/europe', '/da', '/da/pricing', '/da/banking', '/sv/malta', '/es/compare']) {
  const t = performance.now(); const r = await fetch('http://localhost:3102' + p); await r.text(); console.log(p, r.status, Math.round(performance.now() - t), 'ms', r.headers.get('x-nextjs-cache'));
}
for (const p of ['/da/denmark', '/da/cyprus']) { const t = performance.now(); const r = await fetch('http://localhost:3102' + p); await r.text(); console.log('again', p, Math.round(performance.now() - t), 'ms', r.headers.get('x-nextjs-cache')); }
