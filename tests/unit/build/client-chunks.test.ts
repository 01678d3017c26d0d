import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientChunkOf, clientCodeSplitting, hoistTransitiveImports, transitiveImports } from '~/build/client-chunks.ts';

/** A module graph as Rolldown's chunking context tells it: each module's static and dynamic imports. */
function graphOf(modules: Record<string, { imports?: string[]; lazy?: string[]; entry?: boolean }>) {
  const info = new Map(
    Object.entries(modules).map(([id, m]) => [
      id,
      { isEntry: m.entry ?? false, importedIds: m.imports ?? [], importers: [] as string[], dynamicImporters: [] as string[] },
    ]),
  );
  for (const [id, m] of Object.entries(modules)) {
    for (const to of m.imports ?? []) info.get(to)!.importers.push(id);
    for (const to of m.lazy ?? []) info.get(to)!.dynamicImporters.push(id);
  }
  return { getModuleInfo: (id: string) => info.get(id) ?? null };
}

const island = resolve('src/features/storefront/StorefrontIsland.tsx');
const listingIsland = resolve('src/features/storefront/ListingStorefrontIsland.tsx');
const hero = resolve('src/features/hero/HeroMachineIsland.tsx');
const builder = resolve('src/features/scene-builder/SceneBuilderIsland.tsx');
const react = resolve('node_modules/react/index.js');

const graph = graphOf({
  [island]: { entry: true, imports: ['/grid.tsx', react], lazy: ['/modal.tsx'] },
  [listingIsland]: { entry: true, imports: ['/grid.tsx', '/modal.tsx'] },
  [hero]: { entry: true, imports: ['/scenes.ts'] },
  [builder]: { entry: true, imports: ['/toast.ts', react] },
  '/grid.tsx': { imports: ['/scenes.ts', '/toast.ts'] },
  '/scenes.ts': {},
  '/toast.ts': {},
  '/modal.tsx': { imports: ['/gallery.tsx'] },
  '/gallery.tsx': {},
  [react]: {},
});

/** The chunk each module is given by the grouping itself, as Rolldown asks it: every group's name for every module. */
function chunks(): Record<string, string | null> {
  const { groups } = clientCodeSplitting();
  const ids = [island, listingIsland, hero, builder, '/grid.tsx', '/scenes.ts', '/toast.ts', '/modal.tsx', '/gallery.tsx', react];
  const ordered = [...groups].sort((a, b) => b.priority - a.priority);
  return Object.fromEntries(ids.map((id) => [id, ordered.map((g) => g.name(id, graph)).find((name) => name !== null) ?? null]));
}

describe('the client chunks', () => {
  it('puts what the storefront renders first, and only its pages reach, in one chunk', () => {
    const got = chunks();
    expect(got[island]).toBe('storefront');
    expect(got['/grid.tsx']).toBe('storefront');
    // The hero machine is only on home, beside the storefront.
    expect(got['/scenes.ts']).toBe('storefront');
  });

  it("puts what other pages' islands also import in a shared chunk, so they do not load the storefront", () => {
    expect(chunks()['/toast.ts']).toBe('storefront-shared');
  });

  it('leaves what the storefront loads later (its modal) to the bundler, so home does not wait for it', () => {
    const got = chunks();
    expect(got['/modal.tsx']).toBeNull();
    expect(got['/gallery.tsx']).toBeNull();
    expect(got[builder]).toBeNull();
  });

  it('gives React a chunk of its own, before any other group', () => {
    expect(chunks()[react]).toBe('react');
    expect(clientChunkOf(react, graph, new Set())).toBe('react');
  });
});

describe('hoisting transitive imports', () => {
  const chunks = {
    'island.js': { fileName: 'island.js', isEntry: true, isDynamicEntry: false, imports: ['storefront.js'] },
    'storefront.js': { fileName: 'storefront.js', isEntry: false, isDynamicEntry: false, imports: ['runtime.js', 'react.js', 'shared.js'] },
    'shared.js': { fileName: 'shared.js', isEntry: false, isDynamicEntry: false, imports: ['runtime.js', 'react.js'] },
    'react.js': { fileName: 'react.js', isEntry: false, isDynamicEntry: false, imports: ['runtime.js'] },
    'runtime.js': { fileName: 'runtime.js', isEntry: false, isDynamicEntry: false, imports: [] },
    'lazy.js': { fileName: 'lazy.js', isEntry: false, isDynamicEntry: true, imports: ['shared.js'] },
  };

  it("names every chunk an entry's code comes after, each after the chunks it imports", () => {
    expect(transitiveImports('island.js', chunks)).toEqual(['runtime.js', 'react.js', 'shared.js']);
  });

  it('adds them to entry chunks only, as imports the browser can ask for at once', () => {
    const plugin = hoistTransitiveImports();
    const island = plugin.renderChunk('export{t as default}from"./storefront.js";', chunks['island.js'], {}, { chunks });
    expect(island).toBe('import "./runtime.js";\nimport "./react.js";\nimport "./shared.js";\nexport{t as default}from"./storefront.js";');
    expect(plugin.renderChunk('code', chunks['storefront.js'], {}, { chunks })).toBeNull();
  });

  it('adds them to chunks loaded by import() too, as Vite no longer preloads their dependencies', () => {
    const plugin = hoistTransitiveImports();
    expect(plugin.renderChunk('import"./shared.js";', chunks['lazy.js'], {}, { chunks })).toBe(
      'import "./runtime.js";\nimport "./react.js";\nimport"./shared.js";',
    );
    expect(plugin.configEnvironment('client')).toEqual({ build: { modulePreload: false } });
    expect(plugin.configEnvironment('ssr')).toBeUndefined();
  });
});
