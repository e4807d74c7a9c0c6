// Fails loudly when npm scripts run under a Node major other than the pinned one.
// The `node` devDependency puts Node 24 at node_modules/.bin/node, which npm scripts use first;
// if its install script was skipped, npm silently falls back to the system Node.
const want = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major !== want) {
  console.error(
    `\n✖ This project runs on Node ${want}; npm scripts are running Node ${process.version} (${process.execPath}).\n` +
      `  Run \`npm ci\` so the pinned node@${want} devDependency is installed (its install script must be allowed),\n` +
      `  or put Node ${want} first on PATH.\n`,
  );
  process.exit(1);
}
if (process.argv.includes('--print')) console.log(process.version);
