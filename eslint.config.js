import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Import style: project code is imported by its Node subpath (`#app/…`, `#server/…`,
 * `#scripts/…`, `#tests/…`, with the file's extension), never `~/` nor a relative path; the only
 * relative import is React Router's generated `./+types/<route>`. One spelling per module is
 * also what makes the boundaries below exact: a rule on `#app/features/leads/*` cannot be
 * side-stepped by `../leads/…`.
 */
const importStyle = [
  { regex: String.raw`^~/`, message: "Import app code as #app/… (see README, Architecture)." },
  {
    regex: String.raw`^\.\.?/(?!\+types/)`,
    message: "Import project code by its subpath (#app/…, #server/…, #scripts/…, #tests/…), not a relative path.",
  },
];

/**
 * Layers, one way: routes (and the app's entries) → features → shared (components, config, i18n,
 * content, db, islands, utils) → modules. A feature imports another feature only where declared
 * here; the declarations form no cycle. `modules/` is code that knows nothing of the app (it
 * could be published): it imports packages and other modules only.
 */
const featureDependencies = {
  auth: [],
  design: ["auth"],
  "lead-records": ["design"],
  notifications: ["lead-records", "design", "auth"],
  leads: ["lead-records", "notifications", "design", "backyard"],
  backyard: ["design"],
  "saved-designs": ["design", "notifications", "leads", "auth"],
  inbox: ["lead-records", "notifications", "auth", "replies", "design"],
  operations: ["lead-records", "notifications"],
  dashboard: ["lead-records", "notifications", "design"],
  portfolio: ["auth", "design"],
  replies: ["auth", "lead-records", "notifications"],
  team: ["auth"],
  booking: ["lead-records", "notifications", "leads", "auth"],
  renderings: ["design", "notifications", "auth"],
};
const shared = ["components", "config", "content", "db", "i18n", "islands", "utils"];

/** A pattern for specifiers under any of these subpaths ("#app/features/leads" covers its files). */
const under = (paths) => `^(${paths.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(/|$)`;
const upward = (what, paths) => ({
  regex: under(paths),
  message: `${what} may not import this (layers: routes → features → shared; feature dependencies as declared).`,
});
const restrict = (...groups) => ["error", { patterns: [...importStyle, ...groups] }];

const boundaries = [
  {
    files: ["app/modules/**"],
    rules: {
      "no-restricted-imports": restrict({
        regex: String.raw`^#(?!app/modules/)`,
        message: "app/modules/ knows nothing of the app: import packages and other modules only (see README, Architecture).",
      }),
    },
  },
  {
    files: shared.map((folder) => `app/${folder}/**`),
    rules: {
      "no-restricted-imports": restrict(
        upward("Shared code (components, config, content, db, i18n, islands, utils)", [
          "#app/features",
          "#app/routes",
          "#app/root.tsx",
          "#app/entry.server.tsx",
          "#server",
          "#scripts",
          "#tests",
        ]),
      ),
    },
  },
  ...Object.entries(featureDependencies).map(([feature, allowed]) => ({
    files: [`app/features/${feature}/**`],
    rules: {
      "no-restricted-imports": restrict(
        upward(`The ${feature} feature`, [
          "#app/routes",
          "#app/root.tsx",
          "#app/entry.server.tsx",
          "#server",
          "#scripts",
          "#tests",
          ...Object.keys(featureDependencies)
            .filter((other) => other !== feature && !allowed.includes(other))
            .map((other) => `#app/features/${other}`),
        ]),
      ),
    },
  })),
  {
    // A feature folder that is not declared above would be unchecked: make it an error.
    files: ["app/features/**"],
    ignores: Object.keys(featureDependencies).map((feature) => `app/features/${feature}/**`),
    rules: { "no-restricted-syntax": ["error", { selector: "Program", message: "Declare this feature's dependencies in eslint.config.js." }] },
  },
  {
    files: ["app/**", "server/**"],
    ignores: ["app/features/**", "app/modules/**", ...shared.map((folder) => `app/${folder}/**`)],
    rules: { "no-restricted-imports": restrict(upward("App code", ["#scripts", "#tests"])) },
  },
  { files: ["scripts/**", "tests/**"], rules: { "no-restricted-imports": restrict() } },
];

/**
 * One home per concern, enforced: cache policies are named once, in
 * app/modules/http/cache-control.ts (a response picks one by name, so no policy is spelled twice
 * or differently); cookies are read and written only through app/utils/cookies.server.ts (one
 * set of attributes, one HTTPS decision). Each home is exempt from its own rule only.
 */
const cachePolicyMessage = "Use a named policy from #app/modules/http/cache-control.ts (CACHE_CONTROL), not a literal Cache-Control value.";
const cachePolicies = [
  { selector: "Property[key.value=/^cache-control$/i][value.type=/^(Literal|TemplateLiteral)$/]", message: cachePolicyMessage },
  {
    selector: "CallExpression[callee.property.name=/^(set|append)$/][arguments.0.value=/^cache-control$/i][arguments.1.type=/^(Literal|TemplateLiteral)$/]",
    message: cachePolicyMessage,
  },
  // A fetch's `cache: "no-store"` is a request mode, not a header value.
  {
    selector: String.raw`Literal[value=/^(public|private|no-store|no-cache)(,|$)|max-age=\d+(,|$)/]:not(Property[key.name="cache"] > Literal)`,
    message: cachePolicyMessage,
  },
];
const cookieMessage = "Read and write cookies through #app/utils/cookies.server.ts.";
const cookieApi = [
  { selector: "ImportDeclaration[source.value=/^cookie$/]", message: cookieMessage },
  { selector: "ImportSpecifier[imported.name=/^(createCookie|createCookieSessionStorage)$/]", message: cookieMessage },
  { selector: "CallExpression[callee.property.name='get'][arguments.0.value=/^cookie$/i]", message: cookieMessage },
];
const cachePolicyHome = "app/modules/http/cache-control.ts";
const cookieHome = "app/utils/cookies.server.ts";
const oneHome = [
  { files: ["app/**", "server/**"], rules: { "no-restricted-syntax": ["error", ...cachePolicies, ...cookieApi] } },
  { files: [cachePolicyHome], rules: { "no-restricted-syntax": ["error", ...cookieApi] } },
  { files: [cookieHome], rules: { "no-restricted-syntax": ["error", ...cachePolicies] } },
];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  ...oneHome,
  ...boundaries,
);
