/**
 * `node --import ./scripts/lib/tilde-alias.ts ...`: resolves the `~/` imports of bundled modules
 * (src/features, src/components) for tools that plain Node runs, such as the benchmarks.
 */
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const src = pathToFileURL(`${process.cwd()}/src/`).href;

registerHooks({
  resolve: (specifier, context, next) => next(specifier.startsWith('~/') ? src + specifier.slice(2) : specifier, context),
});
