/**
 * The layers of docs/architecture.md as import rules (`npm run lint:deps`). Type-only imports count:
 * a layer that needs another's types depends on it as much as one that calls it.
 */
export default {
  forbidden: [
    {
      name: 'features-no-server',
      comment: 'Islands and the browser client run in the browser: they never import the database layer or the Worker.',
      severity: 'error',
      from: { path: '^src/(features|client|components)/' },
      to: { path: '^(src/db|worker)/' },
    },
    {
      name: 'domain-pure',
      comment:
        'Pure rules: a domain module imports other domain modules and the contracts (their shapes), nothing else (no node:, cloudflare:, npm, db or UI).',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/(domain|contracts)/', '^src/db/schema\\.ts$'] },
    },
    {
      name: 'domain-row-types-only',
      comment: "The marketplace merge computes a listing row: it may name the table's row types, erased at build, never import the schema itself.",
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/db/schema\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'contracts-pure',
      comment: 'Payload schemas depend on zod and each other only; the domain imports them, never the other way round.',
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { pathNot: ['^src/contracts/', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'worker-lib-no-plumbing',
      comment: 'worker/lib holds helpers the middleware and routes share; it imports neither.',
      severity: 'error',
      from: { path: '^worker/lib/' },
      to: { path: '^worker/(middleware|routes)/' },
    },
    {
      name: 'sql-in-queries',
      comment: 'Every SQL statement lives in src/db/queries: the Worker and the build call those functions, never drizzle or the tables themselves.',
      severity: 'error',
      from: { path: '^(worker|src/build)/' },
      to: { path: ['(^|/)node_modules/drizzle-orm/', '^src/db/schema\\.ts$'] },
    },
    {
      name: 'build-no-features-or-scripts',
      comment: 'The build reads the snapshot with the shared layers; what islands and scripts share with it lives in domain, db or src/build.',
      severity: 'error',
      from: { path: '^src/build/' },
      to: { path: '^(src/features|scripts)/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles: each module sits above the ones it imports.',
      severity: 'error',
      from: { path: '^(src|worker|scripts)/' },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves (the ~/ alias included); virtual modules of Astro and the Workers runtime are provided at build.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^(astro|cloudflare):' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^worker/marketplace/etsy-openapi\\.ts$', '^worker/worker-configuration\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
