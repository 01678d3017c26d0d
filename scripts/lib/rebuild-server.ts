/**
 * `npm start`'s deploy hook: a local endpoint the Worker calls (its DEPLOY_HOOK_URL) when public
 * data changed. It rebuilds the site into a side folder and then swaps the files into the folder
 * wrangler serves, so the site is never half-built; requests during a build make one more build.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, join, relative, sep } from 'node:path';
import { filesToRemove } from './published-files.ts';
import { run } from './run.ts';

/** Every file under a folder, relative to it. */
function filesUnder(root: string, dir = root): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(root, path) : [relative(root, path)];
  });
}

/** True when `target` exists and holds the same bytes as `source`. */
function sameFile(source: string, target: string): boolean {
  return existsSync(target) && statSync(source).size === statSync(target).size && readFileSync(source).equals(readFileSync(target));
}

/**
 * Moves a fresh build's files into the served folder: those whose bytes changed, each by one rename
 * from the side folder (the same disk). wrangler watches the served folder and reads it again on
 * every change; a file written there under a temporary name and renamed at once could be gone
 * when it looked, and it stopped on that (ENOENT on `….publishing`), failing every request after.
 * Unchanged files (the photos, most bundles) are left alone, so it has fewer changes to follow.
 */
export function moveChangedFiles(from: string, to: string, files: readonly string[]): number {
  let moved = 0;
  for (const file of files) {
    const source = join(from, file);
    const target = join(to, file);
    if (sameFile(source, target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    renameSync(source, target);
    moved++;
  }
  return moved;
}

/** Serves POST /rebuild on 127.0.0.1:port; rebuilds `assets` from the database with `build`. */
export function startRebuildServer(options: { port: number; assets: string; siteUrl: string; build?: (outDir: string) => Promise<void> }): Server {
  const build = options.build ?? ((outDir: string) => run('astro', ['build', '--outDir', outDir], { SITE_URL: options.siteUrl }));
  let building: Promise<void> | null = null;
  let again = false;

  const rebuild = async (): Promise<void> => {
    const next = `${options.assets}.next`;
    do {
      again = false;
      const started = Date.now();
      rmSync(next, { recursive: true, force: true });
      await build(next);
      const fresh = filesUnder(next);
      // What was served before this build, with when each was written (the catalogue to keep is the newest of the old).
      const before = filesUnder(options.assets).map((path) => ({ path: path.split(sep).join('/'), modifiedMs: statSync(join(options.assets, path)).mtimeMs }));
      // Stale files go first, while the served folder is quiet: a file removed while wrangler reads
      // the folder again (after the moves below) could be listed and then gone, which stops it.
      for (const file of filesToRemove(before, new Set(fresh.map((f) => f.split(sep).join('/'))))) rmSync(join(options.assets, file), { force: true });
      // File by file, each replaced by a rename: a reader gets the old file or the new one, never half.
      moveChangedFiles(next, options.assets, fresh);
      rmSync(next, { recursive: true, force: true });
      console.log(`  Published: the site was rebuilt in ${Math.round((Date.now() - started) / 1000)} s`);
    } while (again);
  };

  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/rebuild') {
      response.writeHead(404).end();
      return;
    }
    if (building) again = true;
    else {
      building = rebuild()
        .catch((error: unknown) => console.error('  Publish failed:', error instanceof Error ? error.message : error))
        .finally(() => (building = null));
    }
    response.writeHead(202, { 'Content-Type': 'application/json' }).end('{"accepted":true}');
  });
  server.listen(options.port, '127.0.0.1');
  return server;
}
