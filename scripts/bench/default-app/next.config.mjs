import { fileURLToPath } from 'node:url';
// Next's own defaults, nothing else: the reference page for the client JavaScript budget.
// The root points at the project so Turbopack resolves `next` from the project's node_modules.
export default { turbopack: { root: fileURLToPath(new URL('../../..', import.meta.url)) } };
