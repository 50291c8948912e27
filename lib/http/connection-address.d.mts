/** See `./connection-address.mjs`. */
export declare const CONNECTION_ADDRESS_HEADER: 'x-site-connection-address';
