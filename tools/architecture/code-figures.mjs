#!/usr/bin/env node
// npm run code-figures [-- <checkout>] — the shape of the API's code, as issue 37 measures it:
// per module (services/api/src/modules/* and platform/*), its largest source file; per injectable
// (service, controller, …), how many dependencies its constructor takes; the import cycles (type
// imports included); and the SQL call sites outside the data seams (`*.queries.ts`, `sql/`,
// migrations). Reads any checkout (default: this one), so a commit before a change can be measured
// the same way: `git worktree add /tmp/before <commit>` then `npm run code-figures -- /tmp/before`.
// `--json` prints the figures as one JSON object (test/architecture/import-cycles.spec.ts reads it).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const JSON_OUTPUT = process.argv.includes('--json');
const ROOT = resolve(
  process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? join(import.meta.dirname, '../..'),
);
const SRC = join(ROOT, 'services/api/src');
/** A database call: the sql.ts helpers, or a raw `.query(` on a connection or manager. */
const SQL_CALL =
  /\b(?:sqlRows|sqlFirst|sqlOne|sqlRun)\s*(?:<[^>()]*>)?\s*\(|\.query\s*(?:<[^>()]*>)?\s*\(/g;
const SEAM = /(?:\.queries\.ts$|[/\\]sql[/\\]|[/\\]migrations[/\\]|[/\\]database[/\\])/;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.spec\.ts$/.test(name) ? [path] : [];
  });
}

/** modules/x or platform/x: the module a file belongs to. */
function moduleOf(file) {
  return relative(SRC, file).split(/[/\\]/).slice(0, 2).join('/');
}

function lineCount(text) {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** The relative imports of a file (type-only ones included), resolved to files. */
function importsOf(file, text, known) {
  const found = [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  for (const statement of source.statements) {
    const spec =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ? statement.moduleSpecifier
        : undefined;
    if (!spec || !ts.isStringLiteral(spec) || !spec.text.startsWith('.')) continue;
    const base = resolve(dirname(file), spec.text);
    const target = [`${base}.ts`, join(base, 'index.ts')].find((path) => known.has(path));
    if (target) found.push(target);
  }
  return found;
}

/** Constructor parameters of each @Injectable/@Controller class in a file. */
function injectables(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = [];
  source.forEachChild((node) => {
    if (!ts.isClassDeclaration(node) || !node.name) return;
    const decorators = ts.getDecorators(node) ?? [];
    if (!decorators.some((d) => /^(Injectable|Controller)\b/.test(d.expression.getText(source))))
      return;
    const constructor = node.members.find(ts.isConstructorDeclaration);
    found.push({ name: node.name.text, dependencies: constructor?.parameters.length ?? 0 });
  });
  return found;
}

/** Strongly connected components of more than one file (or a file importing itself): the cycles. */
function cycles(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indexOf.get(next)));
    }
    if (low.get(node) !== indexOf.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return components;
}

/** The figures of services/api/src. */
function measure() {
  const files = sourceFiles(SRC);
  const known = new Set(files);
  const graph = new Map();
  const largest = new Map();
  const services = [];
  const sqlOutside = new Map();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const module = moduleOf(file);
    const lines = lineCount(text);
    if (!/[/\\]migrations[/\\]/.test(file) && lines > (largest.get(module)?.lines ?? 0))
      largest.set(module, { file: relative(SRC, file), lines });
    graph.set(file, importsOf(file, text, known));
    services.push(...injectables(file, text).map((s) => ({ ...s, file: relative(SRC, file) })));
    const calls = SEAM.test(file) ? 0 : (text.match(SQL_CALL) ?? []).length;
    if (calls) sqlOutside.set(module, (sqlOutside.get(module) ?? 0) + calls);
  }
  return {
    largest: [...largest]
      .sort((a, b) => b[1].lines - a[1].lines)
      .map(([module, file]) => ({ module, ...file })),
    services: services.sort((a, b) => b.dependencies - a.dependencies),
    cycles: cycles(graph).map((cycle) => cycle.map((file) => relative(SRC, file))),
    sqlOutside: [...sqlOutside]
      .sort((a, b) => b[1] - a[1])
      .map(([module, calls]) => ({ module, calls })),
  };
}

function print(figures) {
  console.log(`services/api/src of ${ROOT}`);
  console.log('\nLargest source file per module (migrations aside):');
  for (const { module, file, lines } of figures.largest)
    console.log(`  ${String(lines).padStart(4)}  ${module.padEnd(24)} ${file}`);
  const heavy = figures.services.filter((s) => s.dependencies > 6);
  console.log(
    `\nInjectables with more than 6 constructor dependencies: ${heavy.length} of ${figures.services.length}`,
  );
  for (const s of heavy)
    console.log(`  ${String(s.dependencies).padStart(4)}  ${s.name} (${s.file})`);
  console.log(`\nImport cycles (type imports included): ${figures.cycles.length}`);
  for (const c of figures.cycles) console.log(`  ${c.join(' <-> ')}`);
  const total = figures.sqlOutside.reduce((sum, { calls }) => sum + calls, 0);
  console.log(`\nSQL call sites outside the data seams: ${total}`);
  for (const { module, calls } of figures.sqlOutside)
    console.log(`  ${String(calls).padStart(4)}  ${module}`);
}

const figures = measure();
if (JSON_OUTPUT) console.log(JSON.stringify(figures));
else print(figures);
