// npm runs scripts with the node@24 devDependency first on PATH; `npm ci --ignore-scripts`
// skips its install and silently falls back to the system Node. Fail loudly instead.
const major = Number(process.versions.node.split(".")[0]);
if (major !== 24) {
  console.error(
    `Node 24 is required (found ${process.version}). Run \`npm ci\` without --ignore-scripts so the node@24 devDependency installs.`,
  );
  process.exit(1);
}
