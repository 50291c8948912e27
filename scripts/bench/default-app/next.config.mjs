/**
 * Next's defaults, nothing else: the reference page of the client JavaScript budget. The bench
 * copies this folder out of the project (so the project's proxy and instrumentation stay out of
 * it) and links the project's node_modules; the root `/` lets Turbopack follow that link.
 */
const config = { turbopack: { root: '/' } };

export default config;
