/**
 * @module client/stored-favourites
 * The favourites' stored text read as listing ids: run in the background worker (./background), so
 * the page loads no schema to show its hearts.
 */
import { storedFavouritesSchema } from '~/contracts/favourites.ts';
import { normaliseFavourites } from '~/domain/favourites.ts';

/** The ids a stored text holds, or none when it is not a list of listing ids. */
export function parseStoredFavourites(text: string | null): number[] {
  if (!text) return [];
  try {
    const parsed = storedFavouritesSchema.safeParse(JSON.parse(text));
    return parsed.success ? normaliseFavourites(parsed.data) : [];
  } catch {
    return [];
  }
}
