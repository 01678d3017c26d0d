/**
 * The site built from 5,000 listings into its own folder on this machine (2 cores): seconds, pages
 * per second and the size of dist/ (budget: 90 s).
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildBenchSite, prepareBenchDatabase } from './server.ts';

function walk(dir: string): { files: number; pages: number; bytes: number } {
  let files = 0;
  let pages = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = walk(path);
      files += inner.files;
      pages += inner.pages;
      bytes += inner.bytes;
    } else {
      files++;
      if (entry.name.endsWith('.html')) pages++;
      bytes += statSync(path).size;
    }
  }
  return { files, pages, bytes };
}

export async function runBuildBench(listings = 5000): Promise<void> {
  await prepareBenchDatabase(listings);
  const started = performance.now();
  const dist = await buildBenchSite(listings, 'http://127.0.0.1:8793');
  const seconds = (performance.now() - started) / 1000;
  const { files, pages, bytes } = walk(dist);
  console.log(`build of ${listings} listings (astro build, snapshot included; budget 90 s):`);
  console.log(
    `  ${seconds.toFixed(1)} s, ${pages} pages, ${Math.round(pages / seconds)} pages/s, ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MiB in ${dist}`,
  );
}
