/**
 * @module queries/shop-settings
 * The owner's shop settings row (one row, id 1): what the storefront shows beside its listings.
 */
import { eq } from 'drizzle-orm';
import type { ShopSettings } from '../../contracts/shop-settings.ts';
import type { Database } from '../client.ts';
import { shopSettings } from '../schema.ts';

/** The settings, their defaults until the owner saves any (the sales count hidden). */
export async function getShopSettings(db: Database): Promise<ShopSettings> {
  const row = await db.select({ showSalesCount: shopSettings.showSalesCount }).from(shopSettings).where(eq(shopSettings.id, 1)).get();
  return { showSalesCount: row?.showSalesCount ?? false };
}

export async function saveShopSettings(db: Database, settings: ShopSettings, at = new Date()): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: shopSettings.id, set: { ...settings, updatedAt: at.toISOString() } });
}
