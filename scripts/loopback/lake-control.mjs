// The lake's control routes for the tests and tools, beside Sanity's API: `/__loopback/stats`
// (queries answered, the fault rate and the faults so far, the webhook deliveries answered and
// pending) and `POST /__loopback/faults?rate=<share>` (`lake-faults.mjs`).

/** @typedef {import('./lake-context.mjs').LakeContext} LakeContext */

/** Writes a JSON answer. */
function answerJson(/** @type {import('node:http').ServerResponse} */ res, /** @type {number} */ status, /** @type {unknown} */ body) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/**
 * Answers a control route: `/__loopback/stats` (any method) `{ queries, rate, faults, webhooks }`, and
 * `POST /__loopback/faults?rate=<share>` the new stats, or 400 in Sanity's error shape for a share
 * outside 0 to 1.
 * @param {LakeContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @returns {boolean} true when it answered
 */
export function answerControl(ctx, req, res, url) {
  const { faults } = ctx;
  if (url.pathname === '/__loopback/stats') {
    answerJson(res, 200, { queries: ctx.queries, ...faults.stats(), webhooks: ctx.hook?.counts() ?? { answered: 0, pending: 0 } });
    return true;
  }
  if (url.pathname !== '/__loopback/faults' || req.method !== 'POST') return false;
  let answer;
  try {
    faults.setRate(Number(url.searchParams.get('rate') ?? 'none'));
    answer = { status: 200, body: faults.stats() };
  } catch (error) {
    answer = { status: 400, body: { error: { description: error instanceof Error ? error.message : String(error), type: 'httpBadRequest' } } };
  }
  answerJson(res, answer.status, answer.body);
  return true;
}
