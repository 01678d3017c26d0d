/**
 * @module contracts/shop-settings
 * The owner's settings of what the shop shows (admin panel, 'Shop settings').
 */
import * as z from 'zod/mini';

/** GET and PUT /api/admin/shop-settings. */
export const shopSettingsSchema = z.strictObject({
  /** A listing's page shows how many it sold. Off by default: the owner chooses to show it. */
  showSalesCount: z.boolean(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
