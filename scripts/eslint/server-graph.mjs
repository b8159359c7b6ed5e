// The server's import graph, read from the source's import and export lines (no build needed).
// Shared by the ESLint rule (module faces) and the folder-loop check.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\b[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The .ts file a relative specifier names (`./x`, `./x.ts`, `./x/index.ts`), or undefined. */
export function resolveSpecifier(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(fromFile), specifier.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * Where a file of the server's `src` sits: `modules/<name>` for a module's files (sub-folders
 * included), the top folder (`http`, `realtime`, …) for the others, the file itself at the root.
 */
export function unitOf(srcDir, file) {
  const parts = relative(srcDir, file).split(sep);
  if (parts[0] === '..') return undefined;
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.length === 1 ? parts[0] : parts[0];
}

/** A module's face: the only file of `modules/<name>` another unit may import. */
export function isFace(srcDir, file) {
  const parts = relative(srcDir, file).split(sep);
  return parts.length === 3 && parts[0] === 'modules' && parts[2] === 'index.ts';
}

function tsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every relative import of `srcDir`'s files: [from, to] pairs of absolute paths. */
export function importsOf(srcDir) {
  return tsFiles(srcDir).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(SPECIFIER)].flatMap((match) => {
      const to = resolveSpecifier(file, match[1] ?? match[2]);
      return to ? [[file, to]] : [];
    });
  });
}

/** The loops (strongly connected parts of more than one unit) of the unit graph, Tarjan's way. */
export function unitLoops(srcDir) {
  const edges = new Map();
  for (const [from, to] of importsOf(srcDir)) {
    const a = unitOf(srcDir, from);
    const b = unitOf(srcDir, to);
    if (!a || !b || a === b) continue;
    if (!edges.has(a)) edges.set(a, new Set());
    edges.get(a).add(b);
  }
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const loops = [];
  const visit = (unit) => {
    index.set(unit, counter);
    low.set(unit, counter++);
    stack.push(unit);
    onStack.add(unit);
    for (const next of edges.get(unit) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(unit, Math.min(low.get(unit), index.get(next)));
      }
    }
    if (low.get(unit) !== index.get(unit)) return;
    const part = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      part.push(member);
    } while (member !== unit);
    if (part.length > 1) loops.push(part.sort());
  };
  for (const unit of edges.keys()) if (!index.has(unit)) visit(unit);
  return loops;
}
