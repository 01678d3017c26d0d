/**
 * @module queries/hero
 * The home hero's settings row.
 */
import { eq } from 'drizzle-orm';
import type { HeroSettings } from '../../contracts/hero.ts';
import type { Database } from '../client.ts';
import { heroSettings } from '../schema.ts';

/** The configured hero stickers; null ids mean random stickers. */
export async function getHeroSettings(db: Database): Promise<HeroSettings> {
  const row = await db.select().from(heroSettings).where(eq(heroSettings.id, 1)).get();
  return { leftListingId: row?.leftListingId ?? null, rightListingId: row?.rightListingId ?? null };
}
