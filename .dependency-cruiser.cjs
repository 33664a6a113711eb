/**
 * Import cycles, type imports included (issue 38): `npm run lint` fails on any. The layers
 * themselves are eslint's (eslint.config.js); this only sees what eslint cannot, a loop.
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A module must not reach itself again through its imports: split out what both sides need.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^build/", "^\\.react-router/"] },
    // Type-only imports count: a cycle through types is still two modules that know each other.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
