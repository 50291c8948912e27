// The production server (`npm start`): Next's own request handler behind a Node HTTP server that
// answers the methods Next cannot. Next's documented custom-server API
// (https://nextjs.org/docs/app/guides/custom-server), started with `next start`'s options:
// `--port`/`-p` (else PORT, else 3000), `--hostname`/`-H` (else all interfaces) and
// `--keepAliveTimeout` (ms).
//
// Why a server of our own: before any code of ours runs, `next start` builds a fetch `Request`
// for the proxy (proxy.ts), and the fetch standard forbids TRACE, TRACK and CONNECT, so `TRACE /`
// answered 500 and logged a stack trace. Node's parser answers a method it does not know
// (`FOO /`) with a bare 400, and drops a CONNECT. Here each gets a 405 with `Allow`
// and nothing reaches the error log; every other request goes to Next unchanged, where proxy.ts
// answers other wrong methods (PUT, DELETE, OPTIONS, …) with 405 per path.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { CONNECTION_ADDRESS_HEADER } from './lib/http/connection-address.mjs';

/** The methods the site answers anywhere; pages also take POST (form posts). */
export const ALLOW = 'GET, HEAD, POST';
/** Methods the fetch standard forbids in a `Request`, which Next would answer with a 500. */
const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

/**
 * 405 with `Allow`, as a complete HTTP/1.1 response that closes the connection, for a socket
 * Next never sees. 405 rather than 501 for methods Node does not know either: like nginx, and
 * no 5xx for what is the client's mistake.
 */
function refusal() {
  const body = 'Method Not Allowed\n';
  return [
    'HTTP/1.1 405 Method Not Allowed',
    `Allow: ${ALLOW}`,
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'X-Content-Type-Options: nosniff',
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
    keepAliveTimeout: { type: 'string' },
  },
  strict: true,
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Cannot start: the port "${values.port ?? process.env.PORT}" is not a port number (--port or PORT).`);
  process.exit(1);
}
const hostname = values.hostname;

// As `next start` does, before Next loads: proxy.ts and instrumentation.ts read it.
process.env.NODE_ENV = 'production';
// Where the warm-up at start fetches this instance's pages (lib/startup/warm-routes.ts): by the
// host name Next is given below, since Next answers a rewritten page it has not rendered yet
// with a 307 to itself when the request names another host (see proxy.ts).
const loopback = !hostname || hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname.includes(':') ? `[${hostname}]` : hostname;
process.env.SITE_SELF_ORIGIN ||= `http://${loopback}:${port}`;
const { default: next } = await import('next');
const app = next({ dev: false, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  if (FORBIDDEN_METHODS.has(req.method ?? '')) {
    res.writeHead(405, { Allow: ALLOW, 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' });
    res.end('Method Not Allowed\n');
    return;
  }
  // The rate limits' client address when no edge names it (lib/http/client-address.ts): the
  // socket's, over any value the client sent under this name. Next reads `req.headers`.
  req.headers[CONNECTION_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
  void handle(req, res);
});
// CONNECT never reaches the request listener: Node hands the raw socket to this event.
server.on('connect', (_req, socket) => socket.end(refusal()));
// A method Node's parser does not know (llhttp: HPE_INVALID_METHOD); anything else malformed
// keeps Node's own 400.
server.on('clientError', (error, socket) => {
  if (!socket.writable) return socket.destroy();
  const code = /** @type {{ code?: string }} */ (error).code;
  socket.end(code === 'HPE_INVALID_METHOD' ? refusal() : 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
});
// Idle keep-alive connections stay open 65 s unless `--keepAliveTimeout` says otherwise, longer
// than the 60 s nginx and load balancers keep theirs: with Node's default of 5 s, a client or proxy
// reusing a connection just as the server closed it got ECONNRESET (a publishing test did, after
// 5 s without a request). The headers' deadline must be the longer one (Node's docs).
server.keepAliveTimeout = values.keepAliveTimeout ? Number(values.keepAliveTimeout) : 65_000;
server.headersTimeout = server.keepAliveTimeout + 1_000;

server.listen(port, hostname, () => {
  const address = server.address();
  const where = typeof address === 'object' && address ? `${hostname ?? 'localhost'}:${address.port}` : String(address);
  console.log(`▲ Ready on http://${where}`);
});
