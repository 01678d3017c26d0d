// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAVOURITES_KEY } from '~/client/favourites-key.ts';
import { $favourites, $favouritesRead, loadFavourites } from '~/features/storefront/favourites.ts';
import { $favouritesEmptyText, setCatalogue, setView } from '~/features/storefront/store.ts';
import { DEFAULT_VIEW } from '~/domain/storefront-view.ts';
import { OWN_FAVOURITES } from '~/domain/favourites.ts';
import { FAVOURITES_EMPTY } from '~/features/storefront/texts.ts';

beforeEach(() => {
  localStorage.clear();
  $favourites.set([]);
  $favouritesRead.set(false);
  // The whole catalogue is here already: a favourites view would otherwise start loading it.
  setCatalogue([]);
  setView(DEFAULT_VIEW);
});
afterEach(() => localStorage.clear());

describe('loading the stored favourites', () => {
  it('with none stored, knows the list is empty at once, without a new list that would render every heart again', async () => {
    const held = $favourites.get();
    await loadFavourites();
    expect($favouritesRead.get()).toBe(true);
    expect($favourites.get()).toBe(held);
  });

  it('with none stored, still takes the first list another tab stores', async () => {
    await loadFavourites();
    localStorage.setItem(FAVOURITES_KEY, '[5,6]');
    dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY, newValue: '[5,6]' }));
    await vi.waitFor(() => expect($favourites.get()).toEqual([5, 6]));
  });
});

describe('the favourites view’s empty text', () => {
  it('asks for hearts only once the stored list is known to be empty, and says nothing outside the view', () => {
    expect($favouritesEmptyText.get()).toBeUndefined();
    setView({ ...DEFAULT_VIEW, favourites: OWN_FAVOURITES });
    expect($favouritesEmptyText.get()).toBeUndefined();
    $favouritesRead.set(true);
    expect($favouritesEmptyText.get()).toBe(FAVOURITES_EMPTY.own);
    $favourites.set([3]);
    expect($favouritesEmptyText.get()).toBeUndefined();
  });
});
