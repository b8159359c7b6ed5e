import type { Rolldown } from 'vite';

type Group = NonNullable<
  Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']
>[number];
type ChunkingContext = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1];

/**
 * One chunk for what the first load runs: the web app's own modules that the entry imports
 * statically, with the library code they use (Rolldown adds a captured module's dependencies,
 * after tree-shaking). Left alone, Rolldown gives every module a lazy page shares with the
 * entry a chunk of its own: some forty files for the first load, each gzipped on its own
 * (docs/adr/0015-home-first-paint.md). The walk stays inside the app's source, so a barrel
 * (`@mui/material`, `@ads/contract`) does not pull in what only lazy pages use.
 */
export function firstLoadChunk(entry: string): Group {
  const source = entry.slice(0, entry.lastIndexOf('/') + 1);
  let firstLoad: Set<string> | undefined;
  const staticallyImported = (ctx: ChunkingContext) => {
    const seen = new Set<string>();
    const stack = [entry];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id) || !id.startsWith(source)) continue;
      seen.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return {
    debugName: 'first-load',
    name: (id, ctx) => ((firstLoad ??= staticallyImported(ctx)).has(id) ? 'index' : null),
  };
}
