import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** package.json "imports": the aliases that point inside the repository. */
const ALIASES: Record<string, string> = {
  '#common/': 'common/',
  '#engine/': 'engine/',
  '#server/': 'server/src/',
};

/**
 * The modules a file imports. With `types: false`, only those it loads when it runs: `import type`, imports
 * whose every name is `type`, and `export type … from` vanish at compile time.
 */
export function importsOf(file: string, options: { types: boolean }): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          named &&
          ts.isNamedImports(named) &&
          named.elements.length > 0 &&
          named.elements.every((e) => e.isTypeOnly));
      if (options.types || !onlyTypes) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      (options.types || !statement.isTypeOnly)
    ) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers.flatMap((s) => resolve(file, s) ?? []);
}

function resolve(from: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((a) => specifier.startsWith(a));
  const target = alias
    ? path.join(ROOT, ALIASES[alias]!, specifier.slice(alias.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null; // a package: outside the graph
  return target && fs.existsSync(target) && fs.statSync(target).isFile() ? target : null;
}

/**
 * Groups of modules under `dir` that import one another, directly or around a circle (Tarjan's strongly
 * connected components). Type imports count by default: a circle of types still ties the modules together.
 */
export function findImportCycles(dir: string, options = { types: true }): string[][] {
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));
  const edges = new Map(files.map((f) => [f, importsOf(f, options)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!edges.has(next)) continue; // outside `dir`
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(path.relative(ROOT, member));
    } while (member !== node);
    if (group.length > 1 || (edges.get(node) ?? []).includes(node)) cycles.push(group.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}
