#!/usr/bin/env node
// Lists the functions longer than a limit (default 70 lines) under the given folders (specs and
// migrations aside); exits 1 when there is one.
// Usage: node tools/test/long-functions.mjs [--max 70] apps libs services
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const maxAt = args.indexOf('--max');
const max = maxAt >= 0 ? Number(args.splice(maxAt, 2)[1]) : 70;
const roots = args.length > 0 ? args : ['apps', 'libs', 'services/api/src', 'tools'];

/** @param {string} dir @returns {string[]} */
function files(dir) {
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir).flatMap((name) => {
    if (['node_modules', 'dist', 'migrations'].includes(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    // Specs are lists of cases inside one describe: their length is not a function's.
    return /\.(ts|tsx|mjs|js)$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

/** @param {ts.Node} node */
function isFunction(node) {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node) ||
    ts.isConstructorDeclaration(node)
  );
}

let found = 0;
for (const file of roots.flatMap(files)) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (isFunction(node)) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (end - start + 1 > max) {
        found += 1;
        console.log(`${file}:${start + 1} ${end - start + 1} lines`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
console.log(`${found} function(s) over ${max} lines`);
process.exitCode = found > 0 ? 1 : 0;
