/**
 * @module listing-admin/editor-actions
 * What every section of the listing editor is handed: the listing as saved, a local save, a push
 * to Etsy behind the approval modal, and the message line.
 */
import type { AdminListing, ListingUpdate, MarketplacePush } from '~/contracts/admin-listings.ts';

export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

export interface EditorActions {
  listing: AdminListing;
  /** Saves fields locally and shows `texts.ok`, or `texts.failed` with the server's reason; answers whether it saved. */
  save: (update: ListingUpdate, texts: { ok: string; failed: string }) => Promise<boolean>;
  /** Reads from Etsy what the push would change, asks for approval, and pushes once approved. */
  requestPush: (push: MarketplacePush) => Promise<void>;
  notify: (notice: Notice) => void;
}
