/**
 * @module build/d1-snapshot-integration
 * Astro integration: before pages render, read the local D1 (wrangler's getPlatformProxy) with the
 * Worker's own queries and write the snapshot the pages are built from; after the build, stamp it
 * and list the image files the owner can pick.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { BuildInfo } from '../contracts/publish.ts';
import { database } from '../db/client.ts';
import { CORRUPT_LISTING_EVENT, type OnLeftOut } from '../db/listing-columns.ts';
import { withLocalD1 } from '../db/local-d1.ts';
import { SITE_FILES_PATH } from '../contracts/files.ts';
import { listSiteFiles } from './site-files.ts';
import { readSnapshot, takeSnapshot, writeSnapshot } from './snapshot.ts';

/** The build's stamp in the site: when it was built and from which catalogue revision (the admin's 'published'). */
export const BUILD_INFO_FILE = 'build-info.json';

export function d1Snapshot(): AstroIntegration {
  return {
    name: 'd1-snapshot',
    hooks: {
      'astro:config:setup': async ({ command, logger }) => {
        // Type checks and `astro sync` need no data, and may run before any database exists.
        if (command !== 'build' && command !== 'dev') return;
        const started = performance.now();
        // The Worker's log line (worker/lib/log.ts), one per listing left out: its id and columns, never their content.
        const warnLeftOut: OnLeftOut = ({ listingId, columns }) =>
          logger.warn(JSON.stringify({ level: 'warn', event: CORRUPT_LISTING_EVENT, listingId, columns }));
        const snapshot = await withLocalD1((d1) => takeSnapshot(database(d1), warnLeftOut));
        writeSnapshot(snapshot);
        logger.info(`snapshot: ${snapshot.listings.length} public listings in ${Math.round(performance.now() - started)} ms`);
      },
      'astro:build:done': ({ dir }) => {
        const { takenAt, revision } = readSnapshot();
        writeFileSync(fileURLToPath(new URL(BUILD_INFO_FILE, dir)), JSON.stringify({ builtAt: takenAt, revision } satisfies BuildInfo));
        // The Worker cannot list its static assets: the owner's file picker reads this list.
        writeFileSync(fileURLToPath(new URL(`.${SITE_FILES_PATH}`, dir)), JSON.stringify({ files: listSiteFiles(fileURLToPath(dir)) }));
      },
    },
  };
}
