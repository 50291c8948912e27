// The loopback Content Lake's bad minute: a share of the site's GROQ queries answered, in turn, as
// Sanity's API fails when it is overloaded or a connection drops, so the tests can prove that the
// site's retries work where its queries run (builds, renders, the webhook).
//
// The faults are spread evenly, not drawn at random: with a rate of 0.3, queries 4, 7, 10 … fail
// (every query whose count crosses a whole multiple of 1/rate), so a run is the same every time.
// They take turns: the connection dropped before an answer, 503 Service Unavailable, and 429 Too
// Many Requests with `Retry-After: 1`, as Sanity's rate limit answers. Only queries fail: writes,
// documents by id and images are answered, and so are the Studio's own requests (it retries on
// its own, and its tests are not about this).

/** The faults, in the order they take turns. */
const KINDS = /** @type {const} */ (['drop', 503, 429]);

/**
 * A fault plan, off until {@link setRate} is called with a share above 0.
 * @returns `setRate(rate)`: the share of queries that fail from now on (0 to 1); `next()`: the
 *   fault for the query being answered, or `null` to answer it; `stats()`: the rate and the faults
 *   so far, by kind
 */
export function createLakeFaults() {
  let rate = 0;
  let counted = 0;
  let served = 0;
  const injected = { drop: 0, 503: 0, 429: 0 };
  return {
    setRate(/** @type {number} */ value) {
      if (!(value >= 0 && value <= 1)) throw new Error(`fault rate must be between 0 and 1, got ${value}`);
      rate = value;
      counted = 0;
    },
    /** @returns {(typeof KINDS)[number] | null} */
    next() {
      if (rate === 0) return null;
      counted += 1;
      if (Math.floor(counted * rate) === Math.floor((counted - 1) * rate)) return null;
      const kind = KINDS[served % KINDS.length] ?? 'drop';
      served += 1;
      injected[kind] += 1;
      return kind;
    },
    stats: () => ({ rate, faults: { ...injected } }),
  };
}

/**
 * Answers `res` with `fault`: the socket destroyed before any byte (undici's `UND_ERR_SOCKET`,
 * "other side closed"), or Sanity's error body with the status.
 * @param {import('node:http').ServerResponse} res
 * @param {'drop' | 503 | 429} fault
 */
export function answerFault(res, fault) {
  if (fault === 'drop') {
    res.socket?.destroy();
    return;
  }
  const headers = { 'content-type': 'application/json; charset=utf-8', ...(fault === 429 ? { 'retry-after': '1' } : {}) };
  res.writeHead(fault, headers);
  const description = fault === 429 ? 'API rate limit exceeded' : 'Service Unavailable';
  res.end(JSON.stringify({ error: { description, type: fault === 429 ? 'rateLimitedError' : 'serviceUnavailableError' } }));
}
