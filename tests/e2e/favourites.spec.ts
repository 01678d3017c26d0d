import { FAVOURITES_KEY } from '../../src/client/favourites-storage.ts';
import { listingPageTitle } from '../../src/domain/catalogue.ts';
import { FAVOURITES_TEXTS } from '../../src/features/storefront/FavouritesBar.tsx';
import { FAVOURITES_EMPTY } from '../../src/features/storefront/texts.ts';
import { cardIds, cardOf, expect, gridCards, hydrated, openStorefront, publicListings, STUB_ARTWORK, test } from './support/storefront.ts';

test('hearts on a phone card and in the modal are kept over a reload, and the Favourites view shows them on a desktop', async ({ page, request }) => {
  const titles = new Map((await publicListings(request)).map((l) => [l.id, l.title]));
  await page.setViewportSize({ width: 390, height: 844 });
  await openStorefront(page);
  const [first, second] = (await cardIds(page, 2)).map((id) => ({ id, title: titles.get(id)! }));

  // With none yet, the Favourites view says how to add some.
  await page.getByRole('button', { name: 'Favourites (0)' }).click();
  await expect(page.getByRole('status').filter({ hasText: FAVOURITES_EMPTY.own })).toBeVisible();
  await page.getByRole('button', { name: 'Show all stickers' }).click();

  // A heart on a card: pressed, named for what it does next, a full touch target, and the card is not opened.
  const cardHeart = page.getByRole('button', { name: `Add ${first!.title} to favourites` });
  const box = (await cardHeart.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  await cardHeart.click();
  await expect(page.getByRole('button', { name: `Remove ${first!.title} from favourites` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Favourites (1)' })).toBeVisible();

  // The heart in the listing modal.
  await cardOf(page, second!.id).click();
  const dialog = page.getByRole('dialog', { name: listingPageTitle(second!.title), exact: true });
  await dialog.getByRole('button', { name: `Add ${second!.title} to favourites` }).click();
  await expect(dialog.getByRole('button', { name: `Remove ${second!.title} from favourites` })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A reload on a desktop keeps both, and the Favourites view shows only them.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: 'Favourites (2)' }).click();
  await expect(page).toHaveURL('/?favourites=mine');
  await expect(page.getByRole('heading', { name: FAVOURITES_TEXTS.own })).toBeVisible();
  await expect(gridCards(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: `Remove ${first!.title} from favourites` })).toBeVisible();
});

test('Share favourites copies a link that a fresh browser opens, showing those listings and saving them as its own', async ({ page, browser, request }) => {
  const [first, second] = await publicListings(request);
  await page.addInitScript(([key, ids]) => localStorage.setItem(key, JSON.stringify(ids)), [FAVOURITES_KEY, [first!.id, second!.id]] as const);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openStorefront(page, '/?favourites=mine');
  await page.getByRole('button', { name: 'Share favourites' }).click();
  await expect(page.getByText(FAVOURITES_TEXTS.copied)).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).searchParams.get('favourites')).toBe(`${first!.id},${second!.id}`);

  const friend = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await friend.route(/\/artwork\/.+\.svg$/, (route) => route.fulfill({ contentType: 'image/svg+xml', body: STUB_ARTWORK }));
  const theirs = await friend.newPage();
  // An id the shop does not know (retired, or mistyped) is left out.
  await openStorefront(theirs, `${link},1`);
  await expect(theirs.getByRole('heading', { name: FAVOURITES_TEXTS.shared })).toBeVisible();
  await expect(gridCards(theirs)).toHaveCount(2);
  await expect(theirs.getByRole('button', { name: 'Favourites (0)' })).toBeVisible();
  await theirs.getByRole('button', { name: 'Save to my favourites' }).click();
  await expect(theirs.getByText('Added 2 stickers to your favourites.')).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Favourites (2)' })).toBeVisible();
  await friend.close();
});
