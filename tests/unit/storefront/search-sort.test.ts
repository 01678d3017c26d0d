import { beforeEach, describe, expect, it } from 'vitest';
import { $view, seedStorefront, setCatalogue, setSearch, setSort } from '../../../src/features/storefront/store.ts';

beforeEach(() => {
  seedStorefront([], '/catalogue/x.json', null);
  // The whole catalogue is here already: a search would otherwise start loading it, and the load
  // would outlive the test (its modules imported after the environment is gone).
  setCatalogue([]);
});

describe('the sort as a search starts and ends', () => {
  it('switches the default order to Best match while searching, and back to Best selling after', () => {
    setSearch('truck');
    expect($view.get()).toMatchObject({ search: 'truck', sortBy: 'best', sortOrder: 'desc' });
    setSearch('');
    expect($view.get()).toMatchObject({ search: '', sortBy: 'sales', sortOrder: 'desc' });
  });

  it('keeps a sort the shopper chose', () => {
    setSort('title');
    setSearch('truck');
    expect($view.get()).toMatchObject({ sortBy: 'title', sortOrder: 'asc' });
    setSearch('');
    expect($view.get()).toMatchObject({ sortBy: 'title', sortOrder: 'asc' });
  });

  it('does not switch for a one-letter search, which filters nothing', () => {
    setSearch('t');
    expect($view.get().sortBy).toBe('sales');
  });
});
