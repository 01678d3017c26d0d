/**
 * @module contracts/admin
 * Signing in as the shop admin, and the admin's writes of the hero settings.
 */
import * as z from 'zod/mini';

/** POST /api/admin/session. */
export const loginSchema = z.strictObject({ password: z.string().check(z.minLength(1), z.maxLength(200)) });
export type Login = z.infer<typeof loginSchema>;

/** GET and POST /api/admin/session: whether this browser is signed in, and until when. */
export const adminSessionSchema = z.object({
  authenticated: z.boolean(),
  /** ISO time the session ends; null when signed out. */
  expiresAt: z.nullable(z.string()),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

const heroListingId = z.nullable(z.int().check(z.positive()));

/**
 * PUT /api/hero-settings: both listing ids, or both null ('Clear & Use Random'). One of the two
 * alone is refused: the admin panel asks for both ('Please enter both listing IDs').
 */
export const HERO_SAME_IDS = 'Please enter two different listing IDs';

/** Why the server refuses a hero listing, by field. */
export const HERO_TEXTS_SERVER = {
  notPublic: (id: number) => `No public listing has the ID ${id}`,
  noArtwork: (id: number) => `Listing ${id} has no Scene Builder artwork, which the hero draws: give it one in the listing editor first`,
} as const;

export const heroSettingsUpdateSchema = z.strictObject({ leftListingId: heroListingId, rightListingId: heroListingId }).check(
  z.refine((v) => (v.leftListingId === null) === (v.rightListingId === null), {
    message: 'Please enter both listing IDs',
    path: ['rightListingId'],
  }),
  // The machine shows two different stickers beside the logo: one listing twice is refused.
  z.refine((v) => v.leftListingId === null || v.leftListingId !== v.rightListingId, {
    message: HERO_SAME_IDS,
    path: ['rightListingId'],
  }),
);
export type HeroSettingsUpdate = z.infer<typeof heroSettingsUpdateSchema>;
