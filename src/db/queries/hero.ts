/**
 * @module queries/hero
 * The home hero's settings row.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { HeroSettings } from '../../contracts/hero.ts';
import type { Database } from '../client.ts';
import { heroSettings, stickers } from '../schema.ts';
import { publicIdsAmong } from './listings.ts';

/** The configured hero stickers; null ids mean random stickers, and so does a listing that is hidden or gone. */
export async function getHeroSettings(db: Database): Promise<HeroSettings> {
  const row = await db.select().from(heroSettings).where(eq(heroSettings.id, 1)).get();
  const configured = [row?.leftListingId, row?.rightListingId].filter((id): id is number => typeof id === 'number');
  const visible = await publicIdsAmong(db, configured);
  const shown = (id: number | null | undefined) => (id != null && visible.has(id) ? id : null);
  return { leftListingId: shown(row?.leftListingId), rightListingId: shown(row?.rightListingId) };
}

/** Of these ids, the public listings and whether each has Scene Builder artwork (the hero draws it). */
export async function heroCandidates(db: Database, ids: readonly number[]): Promise<Map<number, { hasArtwork: boolean }>> {
  const rows = await db
    .select({ id: stickers.etsyListingId, svgPath: stickers.svgPath })
    .from(stickers)
    .where(and(inArray(stickers.etsyListingId, [...new Set(ids)]), eq(stickers.publicVisible, true)));
  return new Map(rows.map((r) => [r.id, { hasArtwork: Boolean(r.svgPath) }]));
}

/** Sets the configured hero stickers (null ids: random). */
export async function saveHeroSettings(db: Database, settings: HeroSettings): Promise<void> {
  await db
    .insert(heroSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: heroSettings.id, set: { ...settings, updatedAt: new Date().toISOString() } });
}
