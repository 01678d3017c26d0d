import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveChangedFiles } from '../../../scripts/lib/rebuild-server.ts';

function folders() {
  const root = mkdtempSync(join(tmpdir(), 'publish-'));
  const next = join(root, 'dist.next');
  const served = join(root, 'dist');
  mkdirSync(join(next, 'photos'), { recursive: true });
  mkdirSync(join(served, 'photos'), { recursive: true });
  return { next, served };
}

describe("moving a rebuild's files into the served folder", () => {
  it('replaces changed files, adds new ones, and leaves files with the same bytes untouched', () => {
    const { next, served } = folders();
    writeFileSync(join(next, 'index.html'), 'new home');
    writeFileSync(join(served, 'index.html'), 'old home');
    writeFileSync(join(next, 'photos', 'a.svg'), '<svg/>');
    writeFileSync(join(served, 'photos', 'a.svg'), '<svg/>');
    const photoWritten = statSync(join(served, 'photos', 'a.svg')).mtimeMs;
    writeFileSync(join(next, 'new-listing.html'), 'listing');

    const moved = moveChangedFiles(next, served, ['index.html', join('photos', 'a.svg'), 'new-listing.html']);

    expect(moved).toBe(2);
    expect(readFileSync(join(served, 'index.html'), 'utf8')).toBe('new home');
    expect(readFileSync(join(served, 'new-listing.html'), 'utf8')).toBe('listing');
    expect(statSync(join(served, 'photos', 'a.svg')).mtimeMs).toBe(photoWritten);
  });

  it('moves a changed file by one rename from the side folder, never writing it into the served folder', () => {
    const { next, served } = folders();
    writeFileSync(join(next, 'index.html'), 'new home');
    moveChangedFiles(next, served, ['index.html']);
    // Renamed, not copied: gone from the side folder, and nothing else appeared where wrangler watches.
    expect(readdirSync(next)).toEqual(['photos']);
    expect(readdirSync(served).sort()).toEqual(['index.html', 'photos']);
  });
});
