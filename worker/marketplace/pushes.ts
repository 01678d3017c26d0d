/**
 * @module marketplace/pushes
 * What the editor pushes to Etsy: a title or a description (PATCH, form-encoded) or the colours
 * (the whole inventory PUT). Each reads Etsy's current value first, so the approval modal shows
 * exactly what would change, and each write is read back by the client before it counts.
 */
import type { CoreColorKey, MarketplacePush, PushPreview } from '~/contracts/admin-listings.ts';
import { COLORS } from '~/domain/colors.ts';
import { colorInventoryUpdate, inventoryColors } from '~/domain/inventory-update.ts';
import type { MarketplaceClient } from './client.ts';
import type { EtsyInventoryAnswer, EtsyListingAnswer } from './etsy-schemas.ts';

/** Colour keys as the approval modal lists them: their names, in the shop's order, one a line. */
const colorNames = (keys: readonly string[]) =>
  COLORS.filter((c) => keys.includes(c.key))
    .map((c) => c.editorName)
    .join('\n');

/** What the push would change, read from Etsy now. Throws InventoryUpdateError when a colour push cannot be built. */
export async function previewPush(api: MarketplaceClient, listingId: number, push: MarketplacePush): Promise<PushPreview> {
  if (push.field === 'colors') {
    const inventory = await api.getListingInventory(listingId);
    // Built now, so a listing without a colour property is refused before the owner approves anything.
    colorInventoryUpdate(inventory, push.value);
    const before = colorNames(inventoryColors(inventory.products));
    const after = colorNames(push.value);
    return { field: push.field, before, after, unchanged: before === after };
  }
  const listing = await api.getListing(listingId);
  const before = listing[push.field] ?? '';
  return { field: push.field, before, after: push.value, unchanged: before === push.value };
}

/** Pushes a title or description to Etsy and reads it back; throws MarketplaceError ('not_applied' when Etsy answered but did not change it). */
export async function pushText(
  api: MarketplaceClient,
  shopId: number,
  listingId: number,
  field: 'title' | 'description',
  value: string,
): Promise<EtsyListingAnswer> {
  return api.updateListingText(shopId, listingId, { [field]: value });
}

/** Pushes the colours as the whole inventory and reads it back; answers the inventory as Etsy now has it. */
export async function pushColors(api: MarketplaceClient, listingId: number, colors: readonly CoreColorKey[]): Promise<EtsyInventoryAnswer> {
  const current = await api.getListingInventory(listingId);
  return api.updateInventory(listingId, colorInventoryUpdate(current, colors));
}
