// Shared by server.mjs, which is plain JavaScript run before Next loads, and the TypeScript that
// reads the header (./client-address.ts).

/**
 * The request header that carries the address of the connection's other end, as server.mjs saw
 * it on the socket. server.mjs sets it on every request and overwrites whatever a client sent
 * under that name, so its value is never the client's choice.
 */
export const CONNECTION_ADDRESS_HEADER = 'x-site-connection-address';
