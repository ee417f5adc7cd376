// ESLint: correctness and the architecture's import rules only. Formatting is Prettier's job
// (`npm run format`), so no stylistic rules here. Runs in `npm test` (stage "lint") and `npm run lint`.
//
// Parsing is syntax-only (no type information) to keep a whole-tree run fast; `tsc` does the typing.
import fs from "node:fs";
import path from "node:path";
import { defineConfig, globalIgnores } from "eslint/config";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import noImportCycle from "./scripts/eslint-no-import-cycle.mjs";

const root = import.meta.dirname;

// One folder per domain under app/modules, read at every run so a new domain is covered at once.
const domains = fs
  .readdirSync(path.join(root, "app/modules"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** import-x/no-restricted-paths zones: the dependency directions of docs/architecture.md. */
const zones = [
  {
    target: "app/ui",
    from: ["app/modules/**", "app/routes/**", "app/root.*"],
    message: "app/ui holds shared primitives: it must not depend on domains, routes or the root.",
  },
  {
    target: "app/modules",
    from: ["app/routes/**", "app/root.*"],
    message: "Modules are used by routes, never the other way round.",
  },
  {
    target: ["app/modules/*/components/**", "app/ui/**"],
    from: ["app/**/*.server.*"],
    message:
      "Components never import *.server modules, not even types: put view types in <domain>.types.ts and pass data from the route.",
  },
  ...domains.flatMap((domain) => {
    const others = domains.filter((other) => other !== domain).map((other) => `app/modules/${other}/components`);
    if (others.length === 0) return [];
    return [
      {
        target: `app/modules/${domain}/components`,
        from: others,
        message:
          "Components of one domain do not import another domain's components: compose them in a route or in app/ui.",
      },
    ];
  }),
];

export default defineConfig([
  globalIgnores(["build/", "data/", ".react-router/", "test-results/", "playwright-report/", "public/", "scratch/"]),
  {
    name: "shop/all",
    files: ["**/*.{js,mjs,cjs,ts,tsx}"],
    linterOptions: { reportUnusedDisableDirectives: "error" },
    languageOptions: {
      parser: tseslint.parser,
      ecmaVersion: "latest",
      sourceType: "module",
    },
    plugins: {
      "@typescript-eslint": tseslint.plugin,
      "import-x": importX,
      local: { rules: { "no-import-cycle": noImportCycle } },
    },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: path.join(root, "tsconfig.json") })],
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          args: "after-used",
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      // Cycles through type-only imports count too (import-x/no-cycle always skips those).
      "local/no-import-cycle": ["error", { root }],
      "import-x/no-restricted-paths": ["error", { basePath: root, zones }],
    },
  },
  {
    // Hooks live in the app only (Playwright's fixture `use()` in e2e/ is not React's).
    name: "shop/react-hooks",
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // Every link goes through app/ui/link.tsx, which writes it on the server without Link's hooks.
    name: "shop/links",
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["Link"],
              message: "Import Link from ~/ui/link: the same link, written on the server without React Router's hooks.",
            },
          ],
        },
      ],
    },
  },
]);
