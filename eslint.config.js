// Lint: ESLint with typescript-eslint (pure JavaScript, so `npm ci` works on any platform and registry mirror).
// Formatting is Prettier's job (`npm run format`); `npm run lint` checks both.
import { builtinModules } from "node:module";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Layers inside shared (architecture guide): contracts/ and domain/ are browser-safe (pure functions, zod schemas);
// db/ (client, queries, migrations), jobs/, ai/, log/ and config are server adapters. The web never imports a server
// adapter and domain code never does I/O. Table definitions (db/schema) describe rows without touching a database,
// so their types may be used anywhere; their values only in contracts (enum lists shared with the schema).
const serverAdapters = [
  "**/db/client*",
  "**/db/migrate*",
  "**/db/queries/**",
  "**/jobs/**",
  "**/ai/**",
  "**/log/**",
  "**/config",
  "**/config.ts",
];
const layerMessage = "Browser-safe code (web, shared contracts and domain) may not import server adapters.";
const nodeBuiltins = [...builtinModules.filter((m) => !m.startsWith("_")), ...builtinModules.map((m) => `node:${m}`)];
const browserSafeImports = (extra) => [
  "error",
  {
    paths: nodeBuiltins.map((name) => ({ name, message: "Browser-safe code may not use Node built-ins." })),
    patterns: [{ group: serverAdapters, message: layerMessage }, ...extra],
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
    files: ["core/src/domain/**/*.ts", "core/src/contracts/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": browserSafeImports([
        {
          group: ["**/db/schema/**"],
          allowTypeImports: true,
          message: "Domain code may use the schema's types only.",
        },
      ]),
      "no-restricted-globals": noServerGlobals,
    },
  },
  {
    // Contracts share the schema's enum lists (CBCT_STATUSES, LEAD_TYPES) with the tables they describe.
    files: ["core/src/contracts/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": browserSafeImports([]) },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": browserSafeImports([
        {
          group: ["**/db/schema/**"],
          allowTypeImports: true,
          message: "The web may use the schema's types only.",
        },
        {
          group: ["@cbct/api", "@cbct/api/*", "@cbct/worker", "@cbct/worker/*"],
          message: "The web talks to the API over HTTP.",
        },
      ]),
      "no-restricted-globals": noServerGlobals,
    },
  },
);
