// Fails fast when a script runs on a Node older than the toolchain needs.
// Sanity 6, @sanity/client 8, groq-js 2 and Vitest 5 need Node >= 22.12; the `node`
// devDependency provides Node 24 to every `npm run` script (README, "Two commands").
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `\nThis project needs Node >= 22.12 but this script runs on Node ${process.versions.node}.\n` +
      'Run it through npm (npm run dev, npm test) after a plain `npm install`, which links Node 24\n' +
      'from the `node` devDependency into node_modules/.bin. `npm install --ignore-scripts` skips\n' +
      'that link: run `npm rebuild node` to restore it.\n',
  );
  process.exit(1);
}
