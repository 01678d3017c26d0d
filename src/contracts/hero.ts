/**
 * @module contracts/hero
 * The home hero's settings: the listings shown in its left and right ports (null: random).
 */
import * as z from 'zod/mini';

export const heroSettingsSchema = z.object({
  leftListingId: z.nullable(z.int().check(z.positive())),
  rightListingId: z.nullable(z.int().check(z.positive())),
});
export type HeroSettings = z.infer<typeof heroSettingsSchema>;
