import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// Which server test files depend on the database: those that reach the studio harness, the test
// database helpers or the database client, directly or through test helpers. Only these run a
// second time on PostgreSQL; a file that never opens a database would repeat itself unchanged.

const DATABASE_DOORS = [
  'test-support/studio/harness.ts',
  'test-support/studio/database.ts',
  'apps/server/src/db/client.ts',
];
const IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;
// `import type` / `export type` statements vanish when the file is compiled: a helper that only
// names the harness's types does not open a database (issue 26: such a file ran twice).
const TYPE_ONLY = /(?:import|export)\s+type\s+[^;]*?from\s*'[^']+'/g;

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  return undefined;
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The server's test files (relative to `serverRoot`) that open a database. */
export function databaseDependentTests(serverRoot: string): string[] {
  const repoRoot = resolve(serverRoot, '../..');
  const doors = new Set(DATABASE_DOORS.map((door) => join(repoRoot, door)));
  const source = join(serverRoot, 'src');
  const known = new Map<string, boolean>();
  const reaches = (file: string, seen: Set<string>): boolean => {
    if (doors.has(file)) return true;
    if (known.has(file)) return known.get(file)!;
    if (seen.has(file)) return false;
    seen.add(file);
    const code = readFileSync(file, 'utf8').replace(TYPE_ONLY, '');
    let found = false;
    for (const [, spec] of code.matchAll(IMPORT)) {
      const target = resolveImport(file, spec!);
      if (!target) continue;
      // Server source is what every test exercises; only a direct import of the client counts.
      if (target.startsWith(source + '/') && !doors.has(target)) continue;
      if (reaches(target, seen)) {
        found = true;
        break;
      }
    }
    known.set(file, found);
    return found;
  };
  return [...testFiles(join(serverRoot, 'src')), ...testFiles(join(serverRoot, 'test'))]
    .filter((file) => reaches(file, new Set()))
    .map((file) => relative(serverRoot, file));
}
