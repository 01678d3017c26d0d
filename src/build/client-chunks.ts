/**
 * @module build/client-chunks
 * How the browser's JavaScript is cut into files. Left to itself the bundler gives every set of
 * islands that shares a module its own chunk: the storefront's first screen came as 26 small files in
 * three waves of requests (the island, what it imports, what those import), 28 KB gzipped where the
 * same code in one file is 22 KB (each file is compressed alone, and chunks import each other by name).
 * Here the modules the storefront's island needs before it renders go into two files: those only the
 * storefront's pages use, and those other pages' islands share; React goes into a third, as every island
 * needs it.
 */
import { posix, resolve } from 'node:path';

/** What Rolldown tells of a module while it chunks (its `ChunkingContext`), as far as used here. */
interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[]; importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

/** React and its scheduler: every island's, so one file on every page. */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The island whose first render the grouping is for: the home page's storefront. */
const STOREFRONT_ISLAND = resolve('src/features/storefront/StorefrontIsland.tsx');

/** Islands only the storefront's pages have (home and each listing's page): code only they reach loads with the storefront anyway. */
const STOREFRONT_PAGE_ISLANDS = new Set([
  STOREFRONT_ISLAND,
  resolve('src/features/storefront/ListingStorefrontIsland.tsx'),
  resolve('src/features/hero/HeroMachineIsland.tsx'),
]);

type ModuleInfo = NonNullable<ReturnType<ModuleGraph['getModuleInfo']>>;

/** Every module reached from `from` (itself included) by following `edges`. */
function reachable(graph: ModuleGraph, from: string, edges: (info: ModuleInfo) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (info) queue.push(...edges(info));
  }
  return seen;
}

/** The modules a module's code comes after: its static imports, transitively. */
const staticClosure = (graph: ModuleGraph, from: string) => reachable(graph, from, (info) => info.importedIds);

/** The entries (islands and page scripts) from which a module can be loaded, statically or not. */
const entriesReaching = (graph: ModuleGraph, id: string) =>
  [...reachable(graph, id, (info) => [...info.importers, ...info.dynamicImporters])].filter((m) => graph.getModuleInfo(m)?.isEntry);

/**
 * The chunk a module belongs in: 'react', 'storefront' (needed by the storefront's first render and
 * reached only from the storefront's pages), 'storefront-shared' (needed by it, and by other pages'
 * islands), or null for the bundler's own splitting (everything loaded later or elsewhere).
 */
export function clientChunkOf(id: string, graph: ModuleGraph, firstRender: ReadonlySet<string>): string | null {
  if (REACT.test(id)) return 'react';
  if (!firstRender.has(id)) return null;
  const onlyStorefrontPages = entriesReaching(graph, id).every((entry) => STOREFRONT_PAGE_ISLANDS.has(entry));
  return onlyStorefrontPages ? 'storefront' : 'storefront-shared';
}

/**
 * Rolldown's `output.codeSplitting` for the client build. A group takes the modules its captured
 * modules import too, unless a group of higher priority has them: so React goes first, then what
 * other islands share, then the storefront's own.
 */
export function clientCodeSplitting() {
  // One chunking pass asks each of the three groups about every module with the same graph: the
  // closure is walked once per pass, and each module's chunk found once.
  const passes = new WeakMap<ModuleGraph, { firstRender: Set<string>; chunks: Map<string, string | null> }>();
  const chunkOf = (id: string, graph: ModuleGraph) => {
    let pass = passes.get(graph);
    if (!pass) passes.set(graph, (pass = { firstRender: staticClosure(graph, STOREFRONT_ISLAND), chunks: new Map() }));
    if (!pass.chunks.has(id)) pass.chunks.set(id, clientChunkOf(id, graph, pass.firstRender));
    return pass.chunks.get(id)!;
  };
  const group = (chunk: string, priority: number) => ({
    name: (id: string, graph: ModuleGraph) => (chunkOf(id, graph) === chunk ? chunk : null),
    priority,
  });
  return { groups: [group('react', 3), group('storefront-shared', 2), group('storefront', 1)] };
}

/** What Rolldown tells of a chunk as it renders, as far as used here. */
interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  /** Loaded by an `import()` somewhere. */
  isDynamicEntry: boolean;
  imports: readonly string[];
}

/**
 * The chunks an entry's code comes after, beyond those it imports itself, in the order they run:
 * each after the chunks it imports.
 */
export function transitiveImports(entry: string, chunks: Readonly<Record<string, ChunkInfo>>): string[] {
  const order: string[] = [];
  const seen = new Set<string>([entry]);
  const visit = (fileName: string) => {
    for (const dep of chunks[fileName]?.imports ?? []) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      visit(dep);
      order.push(dep);
    }
  };
  visit(entry);
  const direct = new Set(chunks[entry]?.imports ?? []);
  return order.filter((fileName) => !direct.has(fileName));
}

/**
 * Rollup's `hoistTransitiveImports`, which Rolldown does not have yet: an entry chunk (an island, or
 * a chunk loaded by `import()`) names every chunk it needs, so the browser asks for them all at once
 * instead of learning of each level when the one above has arrived (the storefront's island is a
 * one-line chunk re-exporting its group's). The imports are added in the order the chunks run, so
 * nothing runs in another order.
 *
 * With every lazy chunk naming its own needs, Vite's preloading of them is switched off: for each
 * `import()` it inserted a `<link rel=modulepreload>` per dependency, which cost the listing page
 * 94 ms of its first effects at 4x CPU. The dependencies now come one round trip later, together.
 */
export function hoistTransitiveImports() {
  return {
    name: 'hoist-transitive-imports',
    applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
    // Astro sets the client's `modulePreload` to an object; a plugin's setting is merged after it.
    configEnvironment: (name: string) => (name === 'client' ? { build: { modulePreload: false as const } } : undefined),
    renderChunk(code: string, chunk: ChunkInfo, _options: unknown, meta: { chunks: Record<string, ChunkInfo> }) {
      if (!chunk.isEntry && !chunk.isDynamicEntry) return null;
      const hoisted = transitiveImports(chunk.fileName, meta.chunks);
      if (hoisted.length === 0) return null;
      const from = posix.dirname(chunk.fileName);
      return hoisted.map((fileName) => `import ${JSON.stringify(`./${posix.relative(from, fileName)}`)};\n`).join('') + code;
    },
  };
}
