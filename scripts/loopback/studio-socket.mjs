// The presence socket, `ws /v{v}/socket/{dataset}`: a minimal WebSocket server (text frames) speaking
// bifur's JSON-RPC, relaying one session's presence to the other sockets.
import { createHash, randomUUID } from 'node:crypto';
import { EDITOR } from './studio-context.mjs';

/** @typedef {import('./studio-context.mjs').StudioContext} StudioContext */
/** @typedef {import('./studio-context.mjs').SocketClient} SocketClient */

const WS_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

/** A final frame's header for a payload of `n` bytes (lengths of 126 and up in 2 or 8 more bytes). */
function frameHead(/** @type {number} */ opcode, /** @type {number} */ n) {
  if (n < 126) return Buffer.from([0x80 | opcode, n]);
  if (n < 65536) return Buffer.from([0x80 | opcode, 126, n >> 8, n & 255]);
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  return Buffer.concat([Buffer.from([0x80 | opcode, 127]), b]);
}

/** Writes one unmasked frame, unless the socket is gone. */
function writeFrame(/** @type {import('node:net').Socket} */ socket, /** @type {number} */ opcode, /** @type {Buffer} */ payload) {
  if (!socket.destroyed) socket.write(Buffer.concat([frameHead(opcode, payload.length), payload]));
}

/**
 * The first whole frame in `buffer`, unmasked, with what follows it; null while it is incomplete.
 * @param {Buffer} buffer
 * @returns {{ opcode: number, payload: Buffer, rest: Buffer } | null}
 */
function nextFrame(buffer) {
  if (buffer.length < 2) return null;
  const opcode = buffer[0] & 15;
  const masked = (buffer[1] & 128) !== 0;
  let length = buffer[1] & 127;
  let offset = 2;
  if (length === 126) {
    if (buffer.length < 4) return null;
    length = buffer.readUInt16BE(2);
    offset = 4;
  } else if (length === 127) {
    if (buffer.length < 10) return null;
    length = Number(buffer.readBigUInt64BE(2));
    offset = 10;
  }
  const mask = masked ? buffer.subarray(offset, offset + 4) : null;
  if (masked) offset += 4;
  if (buffer.length < offset + length) return null;
  const payload = Buffer.from(buffer.subarray(offset, offset + length));
  if (mask) for (let i = 0; i < payload.length; i++) payload[i] ^= mask[i % 4];
  return { opcode, payload, rest: buffer.subarray(offset + length) };
}

/** A socket's client: sends text frames, closes with 1000; kept in the context until the socket closes. */
function openClient(/** @type {StudioContext} */ ctx, /** @type {import('node:net').Socket} */ socket) {
  /** @type {SocketClient} */
  const client = {
    send: (/** @type {string} */ text) => writeFrame(socket, 1, Buffer.from(text, 'utf8')),
    close: () => {
      writeFrame(socket, 8, Buffer.from([0x03, 0xe8]));
      socket.end();
    },
    subscription: undefined,
    session: undefined,
  };
  ctx.sockets.add(client);
  const heartbeat = setInterval(() => client.send('♥'), 20_000);
  client.send('♥');
  const cleanup = () => {
    clearInterval(heartbeat);
    ctx.sockets.delete(client);
  };
  socket.on('close', cleanup);
  socket.on('error', cleanup);
  return client;
}

/**
 * `upgrade` handler of `ws /v{v}/socket/{dataset}`: any other path, or no `Sec-WebSocket-Key`, is
 * answered 404. A heartbeat "♥" on connect and every 20 s; pings are answered, a close frame closes.
 * @param {StudioContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:net').Socket} socket
 */
export function upgrade(ctx, req, socket) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const key = req.headers['sec-websocket-key'];
  if (!/^\/v[^/]+\/socket\/[^/]+$/.test(url.pathname) || typeof key !== 'string') {
    socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\n\r\n');
    return;
  }
  const accept = createHash('sha1').update(key + WS_GUID).digest('base64');
  socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
  const client = openClient(ctx, socket);
  let buffer = Buffer.alloc(0);
  socket.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (let frame = nextFrame(buffer); frame; frame = nextFrame(buffer)) {
      buffer = frame.rest;
      if (frame.opcode === 8) return client.close();
      if (frame.opcode === 9) writeFrame(socket, 10, frame.payload);
      else if (frame.opcode === 1) rpc(ctx, client, frame.payload.toString('utf8'));
    }
  });
}

/** Answers one JSON-RPC message of bifur's presence protocol; what is not JSON is ignored. */
function rpc(/** @type {StudioContext} */ ctx, /** @type {SocketClient} */ client, /** @type {string} */ text) {
  let message;
  try {
    message = JSON.parse(text);
  } catch {
    return;
  }
  const { method, params = {}, id } = message ?? {};
  const reply = (result) => client.send(JSON.stringify({ jsonrpc: '2.0', id, result }));
  const relay = (result) => {
    for (const other of ctx.sockets) {
      if (other !== client && other.subscription) other.send(JSON.stringify({ jsonrpc: '2.0', method: 'presence_subscription', params: { subscription: other.subscription, result } }));
    }
  };
  if (method === 'authorization') return reply(params.authorization === `Bearer ${ctx.token}`);
  if (method === 'presence_subscribe') {
    client.subscription = randomUUID();
    return reply(client.subscription);
  }
  if (method === 'presence_unsubscribe') {
    client.subscription = undefined;
    return reply(true);
  }
  if (method === 'presence_rollcall') {
    client.session = params.session;
    relay({ type: 'rollCall', i: EDITOR.id, session: params.session });
    return reply(true);
  }
  if (method === 'presence_announce') {
    relay({ type: 'state', i: EDITOR.id, m: params.data });
    return reply(true);
  }
  if (method === 'presence_disconnect') {
    relay({ type: 'disconnect', i: EDITOR.id, m: { session: params.session } });
    return reply(true);
  }
  client.send(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32601, message: `Method not found: ${method}` } }));
}
