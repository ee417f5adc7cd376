// ESLint rule `local/no-import-cycle`: no module may reach itself through its imports.
//
// Unlike import-x/no-cycle, type-only imports count too (`import type`, `export type … from`,
// `import { type A }`), as do re-exports and dynamic `import()`: a type cycle still ties the
// modules together (they can only be understood, moved or split as one). Imports are read and
// resolved with TypeScript itself (tsconfig paths such as `~/…`), so the graph is the one `tsc` sees.
// Only project files take part: packages and generated files (.react-router/) are left out.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** @type {Map<string, { mtimeMs: number, edges: Edge[] }>} */
const edgeCache = new Map();
let resolver = null;

/**
 * @typedef {{ target: string, specifier: string, line: number, start: number, end: number, typeOnly: boolean }} Edge
 */

function makeResolver(root, tsconfig) {
  const { config, error } = ts.readConfigFile(tsconfig, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"));
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions ?? {}, path.dirname(tsconfig));
  options.allowJs = true; // scripts/*.mjs import each other
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  return (specifier, from) => {
    const resolved = ts.resolveModuleName(specifier, from, options, ts.sys, cache).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) return null;
    return path.resolve(resolved.resolvedFileName);
  };
}

function isTypeOnly(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false; // side-effect import
    if (clause.isTypeOnly) return true;
    const bindings = clause.namedBindings;
    return (
      !clause.name &&
      !!bindings &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((e) => e.isTypeOnly)
    );
  }
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return (
      !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly)
    );
  }
  return false;
}

/** Every import, re-export and literal dynamic import of one file, resolved to project files. */
function readEdges(file, text, { resolve, isProjectFile }) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const edges = [];
  const add = (literal, typeOnly) => {
    const target = resolve(literal.text, file);
    if (!target || !isProjectFile(target)) return;
    const start = literal.getStart(source);
    const { line } = source.getLineAndCharacterOfPosition(start);
    edges.push({ target, specifier: literal.text, line: line + 1, start, end: literal.getEnd(), typeOnly });
  };
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      add(statement.moduleSpecifier, isTypeOnly(statement));
    }
  }
  if (text.includes("import(")) {
    const visit = (node) => {
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments.length > 0 &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        add(node.arguments[0], false);
      } else if (
        ts.isImportTypeNode(node) &&
        ts.isLiteralTypeNode(node.argument) &&
        ts.isStringLiteral(node.argument.literal)
      ) {
        add(node.argument.literal, true);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return edges;
}

function edgesOf(file, env) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return [];
  }
  const cached = edgeCache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.edges;
  const edges = readEdges(file, fs.readFileSync(file, "utf8"), env);
  edgeCache.set(file, { mtimeMs: stat.mtimeMs, edges });
  return edges;
}

/** Shortest import path from `start` back to `goal` (breadth first), as the edges taken, or null. */
function pathBack(start, goal, env) {
  const seen = new Set([start]);
  let frontier = [{ file: start, route: [] }];
  while (frontier.length > 0) {
    const next = [];
    for (const { file, route } of frontier) {
      for (const edge of edgesOf(file, env)) {
        if (edge.target === goal) return [...route, { from: file, edge }];
        if (seen.has(edge.target)) continue;
        seen.add(edge.target);
        next.push({ file: edge.target, route: [...route, { from: file, edge }] });
      }
    }
    frontier = next;
  }
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    docs: { description: "Forbid import cycles between project modules, type-only imports included." },
    schema: [
      {
        type: "object",
        properties: {
          root: { type: "string" },
          tsconfig: { type: "string" },
          exclude: { type: "array", items: { type: "string" } },
        },
        required: ["root"],
        additionalProperties: false,
      },
    ],
    messages: { cycle: "Import cycle: {{route}}" },
  },
  create(context) {
    const {
      root,
      tsconfig = path.join(root, "tsconfig.json"),
      exclude = ["node_modules", ".react-router", "build"],
    } = context.options[0];
    const file = path.resolve(context.physicalFilename);
    if (!file.startsWith(root + path.sep)) return {};
    resolver ??= makeResolver(root, tsconfig);
    const excluded = exclude.map((dir) => path.join(root, dir) + path.sep);
    const env = {
      resolve: resolver,
      isProjectFile: (target) => target.startsWith(root + path.sep) && !excluded.some((dir) => target.startsWith(dir)),
    };
    const rel = (p) => path.relative(root, p);
    return {
      Program() {
        const own = readEdges(file, context.sourceCode.text, env);
        for (const edge of own) {
          if (edge.target === file) continue;
          const back = pathBack(edge.target, file, env);
          if (!back) continue;
          const steps = [{ from: file, edge }, ...back].map(
            ({ from, edge: e }) => `${rel(from)}:${e.line}${e.typeOnly ? " (type)" : ""}`,
          );
          context.report({
            loc: {
              start: context.sourceCode.getLocFromIndex(edge.start),
              end: context.sourceCode.getLocFromIndex(edge.end),
            },
            messageId: "cycle",
            data: { route: `${steps.join(" → ")} → ${rel(file)}` },
          });
        }
      },
    };
  },
};
