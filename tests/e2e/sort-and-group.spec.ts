import type { Page } from '@playwright/test';
import { comparatorFor, groupByCategory, STOREFRONT_SORTS, type SortOrder } from '../../src/domain/catalogue.ts';
import { cardIds, expect, groupToggle, openStorefront, publicListings, renderWholeGrid, searchBox, test, type Listing } from './support/storefront.ts';

const FIRST = 12;
const ids = (listings: Listing[]) => listings.slice(0, FIRST).map((l) => l.id);
const directionLabel = (order: SortOrder) => `Sort order: ${order === 'asc' ? 'Ascending' : 'Descending'}`;
const sectionHeadings = (page: Page) => page.locator('#catalogue').getByRole('heading', { level: 2 });

test.describe('sorting and grouping the grid', () => {
  let listings: Listing[];

  test.beforeAll(async ({ request }) => {
    listings = await publicListings(request);
  });

  test.beforeEach(async ({ page }) => {
    await openStorefront(page);
  });

  test('each sort orders the cards by its comparator, and the direction button flips the order', async ({ page }) => {
    await groupToggle(page).click();
    await expect(sectionHeadings(page)).toHaveCount(0);
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    for (const sort of STOREFRONT_SORTS) {
      await sortBy.selectOption(sort.key);
      await expect(page.getByRole('button', { name: directionLabel(sort.order) })).toBeVisible();
      await expect.poll(() => cardIds(page, FIRST), { message: `sorted by ${sort.key}` }).toEqual(ids([...listings].sort(comparatorFor(sort.key, sort.order))));
    }
    // Both ways round: a descending sort turned ascending, an ascending one turned descending.
    for (const sort of STOREFRONT_SORTS.filter((s) => s.key === 'sales' || s.key === 'title')) {
      const flipped: SortOrder = sort.order === 'asc' ? 'desc' : 'asc';
      await sortBy.selectOption(sort.key);
      await page.getByRole('button', { name: directionLabel(sort.order) }).click();
      await expect(page.getByRole('button', { name: directionLabel(flipped) })).toBeVisible();
      await expect
        .poll(() => cardIds(page, FIRST), { message: `sorted by ${sort.key}, ${flipped}` })
        .toEqual(ids([...listings].sort(comparatorFor(sort.key, flipped))));
    }
  });

  test('the default view groups the cards by category: dinosaurs first, then the largest groups, then by name', async ({ page }) => {
    const groups = groupByCategory([...listings].sort(comparatorFor('sales')));
    expect(groups[0]!.category).toMatch(/dino/i);
    const headings = sectionHeadings(page);
    await renderWholeGrid(page, listings.length);
    await expect(headings).toHaveText(groups.map((g) => g.category));
    for (const group of groups) {
      await expect(page.getByRole('region', { name: group.category, exact: true })).toContainText(`${group.count} stickers`);
    }
    await expect.poll(() => cardIds(page, groups[0]!.count)).toEqual(groups[0]!.items.map((l) => l.id));
  });

  test('Ungroup flattens the grid into one list', async ({ page }) => {
    await expect(groupToggle(page)).toHaveText('Ungroup');
    await groupToggle(page).click();
    await expect(groupToggle(page)).toHaveText('Group by Section');
    await expect(groupToggle(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(sectionHeadings(page)).toHaveCount(0);
    await expect(page).toHaveURL('/?group=0');
    await expect.poll(() => cardIds(page, FIRST)).toEqual(ids([...listings].sort(comparatorFor('sales'))));

    await groupToggle(page).click();
    await expect(sectionHeadings(page).first()).toBeVisible();
  });

  test('grouping is off while a search is active', async ({ page }) => {
    const word = listings[0]!.title.split(' ')[0]!.toLowerCase();
    await searchBox(page).fill(word);
    await expect(groupToggle(page)).toBeDisabled();
    // It says what the grid shows: ungrouped, so it offers grouping (pressed by nothing).
    await expect(groupToggle(page)).toHaveText('Group by Section');
    await expect(groupToggle(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(sectionHeadings(page)).toHaveCount(0);

    await searchBox(page).fill('');
    await expect(groupToggle(page)).toBeEnabled();
    await expect(sectionHeadings(page).first()).toBeVisible();
  });

  test('the shopper’s sort and grouping are kept for the visit (a search is not)', async ({ page }) => {
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('title');
    await groupToggle(page).click();
    await expect(page).toHaveURL(/sort=title/);
    await searchBox(page).fill('rex');
    await expect(page).toHaveURL(/q=rex/);
    // Back to the home page by its plain address, as the logo link does.
    await openStorefront(page, '/');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title');
    await expect(sectionHeadings(page)).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue('');
    await expect.poll(() => cardIds(page, FIRST)).toEqual(ids([...listings].sort(comparatorFor('title', 'asc'))));
  });

  test('a sort chosen just before leaving is kept, however slowly the page’s later scripts arrive', async ({ page }) => {
    // Every script the page has not asked for yet arrives 3 s late, as on a slow phone network: a
    // choice written only once a lazy module has loaded was lost when the shopper left first.
    await page.route(/\/_astro\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('title');
    await expect(page).toHaveURL(/sort=title/);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await openStorefront(page, '/');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title');
  });
});
