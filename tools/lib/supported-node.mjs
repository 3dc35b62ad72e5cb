// The project runs on the Node.js it brings (the `node` dev dependency, Node 26): npm scripts put
// node_modules/.bin first on PATH, so `node` there is that one whatever the machine has.
const MINIMUM_MAJOR = 24;

/** Stops a tool started on an older Node (say `node tools/start/start.mjs` by hand), saying how to run it. */
export function requireSupportedNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= MINIMUM_MAJOR) return;
  console.error(
    `Vaultline runs on Node.js ${MINIMUM_MAJOR} or later; this is ${process.version}. ` +
      'Run it through npm (npm start, npm test, npm run …): npm install brings Node.js 26 ' +
      '(the "node" dev dependency) and npm scripts use it.',
  );
  process.exit(1);
}
