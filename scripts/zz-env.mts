import { publishingLakeEnv, publishingSiteEnv } from '../tests/e2e/publishing-env';
const env = process.argv[2] === 'lake' ? publishingLakeEnv() : publishingSiteEnv();
console.log(Object.entries(env).map(([k, v]) => `${k}=${v}`).join('\n'));
