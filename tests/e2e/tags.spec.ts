import { indexCatalogue, queryCatalogue } from '../../src/domain/catalogue.ts';
import { RENDER_STEP } from '../../src/domain/storefront-view.ts';
import {
  cardIds,
  countText,
  expect,
  globalTags,
  groupToggle,
  openStorefront,
  openTagPanel,
  publicListings,
  resultsCount,
  tagOption,
  test,
  type Listing,
} from './support/storefront.ts';

type Tag = { tag: string; count: number };

/** What the grid should show for selected tags, by the catalogue rules (best sellers first). */
const expectedFor = (listings: Listing[], tags: string[]) => queryCatalogue(indexCatalogue(listings), { tags, sortBy: 'sales' });

/** The listing ids of the cards the grid renders first. */
const firstIds = (listings: Listing[]) => listings.slice(0, RENDER_STEP).map((l) => l.id);

/** The query string the storefront writes for selected tags. */
const tagsQuery = (tags: string[], extra: Record<string, string> = {}) => `/?${new URLSearchParams({ tags: tags.join(','), ...extra })}`;

test.describe('filtering by tags', () => {
  let listings: Listing[];
  let tags: Tag[];
  /** Two tags each carried by a handful of listings, not by the same ones only. */
  let few: [Tag, Tag];

  test.beforeAll(async ({ request }) => {
    [listings, tags] = await Promise.all([publicListings(request), globalTags(request)]);
    const small = tags.filter((t) => t.count >= 3 && t.count <= 20);
    const first = small[0]!;
    const second = small.find((t) => expectedFor(listings, [first.tag, t.tag]).length > first.count)!;
    few = [first, second];
  });

  test.beforeEach(async ({ page }) => {
    await openStorefront(page);
  });

  test('the dropdown lists the tags, most used first, and searches them', async ({ page }) => {
    const panel = await openTagPanel(page);
    const options = panel.getByRole('listitem');
    await expect(options).toHaveText(tags.slice(0, 200).map((t) => `${t.tag}${t.count}`));

    const fragment = few[0].tag.slice(0, 4);
    await panel.getByRole('searchbox', { name: 'Search tags' }).fill(fragment);
    await expect(options).toHaveText(tags.filter((t) => t.tag.toLowerCase().includes(fragment.toLowerCase())).map((t) => `${t.tag}${t.count}`));

    await panel.getByRole('searchbox', { name: 'Search tags' }).fill('qzxvjqzxv');
    await expect(panel.getByText('No tags found')).toBeVisible();
    await expect(options).toHaveCount(0);
  });

  test('selected tags keep the listings having any of them, show removable chips and go in the URL', async ({ page }) => {
    const [a, b] = few;
    const panel = await openTagPanel(page);

    await tagOption(panel, a).check();
    const onlyA = expectedFor(listings, [a.tag]);
    expect(onlyA).toHaveLength(a.count);
    await expect(resultsCount(page)).toHaveText(countText(onlyA.length, { tags: 1 }));
    await expect.poll(() => cardIds(page, RENDER_STEP)).toEqual(firstIds(onlyA));
    await expect(page.getByRole('button', { name: `Remove tag ${a.tag}` })).toBeVisible();
    await expect(page).toHaveURL(tagsQuery([a.tag]));
    await expect(groupToggle(page), 'grouping is off while a tag filters the grid').toBeDisabled();

    await tagOption(panel, b).check();
    const either = expectedFor(listings, [a.tag, b.tag]);
    await expect(resultsCount(page)).toHaveText(countText(either.length, { tags: 2 }));
    await expect.poll(() => cardIds(page, RENDER_STEP)).toEqual(firstIds(either));
    await expect(page).toHaveURL(tagsQuery([a.tag, b.tag]));

    await page.getByRole('button', { name: `Remove tag ${a.tag}` }).click();
    await expect(page.getByRole('button', { name: `Remove tag ${a.tag}` })).toBeHidden();
    await expect(resultsCount(page)).toHaveText(countText(b.count, { tags: 1 }));
    await expect(page).toHaveURL(tagsQuery([b.tag]));
  });

  test('the reverse-order toggle is disabled without a tag and reverses the filtered order', async ({ page }) => {
    const panel = await openTagPanel(page);
    const reverse = panel.getByRole('checkbox', { name: 'Reverse order' });
    await expect(reverse).toBeDisabled();

    await tagOption(panel, few[0]).check();
    const ordered = expectedFor(listings, [few[0].tag]);
    await expect(reverse).toBeEnabled();
    await reverse.check();
    await expect(page).toHaveURL(tagsQuery([few[0].tag], { rev: '1' }));
    await expect.poll(() => cardIds(page, RENDER_STEP)).toEqual(firstIds([...ordered].reverse()));

    await reverse.uncheck();
    await expect.poll(() => cardIds(page, RENDER_STEP)).toEqual(firstIds(ordered));
  });

  test('ten selected tags disable the other options', async ({ page }) => {
    const panel = await openTagPanel(page);
    const picked = tags.slice(0, 10);
    for (const tag of picked) await tagOption(panel, tag).check();

    await expect(panel.getByText('Maximum 10 tags selected')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Remove tag / })).toHaveCount(10);
    await expect(tagOption(panel, tags[10]!)).toBeDisabled();
    await expect(tagOption(panel, tags[11]!)).toBeDisabled();
    await expect(tagOption(panel, picked[0]!)).toBeEnabled();

    await tagOption(panel, picked[0]!).uncheck();
    await expect(panel.getByText('Maximum 10 tags selected')).toBeHidden();
    await expect(tagOption(panel, tags[10]!)).toBeEnabled();
  });
});
