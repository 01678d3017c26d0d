import type { Page } from '@playwright/test';
import { listingPageTitle } from '../../src/domain/catalogue.ts';
import { buyUrl, initialChoiceFrom } from '../../src/domain/inventory.ts';
import { cardOf, expect, openStorefront, publicListings, test, type Listing } from './support/storefront.ts';

/** What has the focus: the listing id of a focused card, and whether it is inside the dialog. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      cardId: Number(el?.closest('#catalogue a[data-listing-id]')?.getAttribute('data-listing-id') ?? 0) || null,
      inDialog: !!el?.closest('[role="dialog"]'),
      radioGroup: el instanceof HTMLInputElement && el.type === 'radio' ? el.name.replace(/-\d+$/, '') : null,
      // Tells focusable elements apart; no two have the same of all four (a radio's text is its label's).
      label: el
        ? `${el.tagName} ${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('href') ?? el.textContent?.slice(0, 40)} ${el instanceof HTMLInputElement ? `${el.name}=${el.value}` : ''}`
        : '',
    };
  });

test.describe('the storefront by keyboard only', () => {
  let byId: Map<number, Listing>;

  test.beforeAll(async ({ request }) => {
    byId = new Map((await publicListings(request)).map((l) => [l.id, l]));
  });

  /** Tabs from the top of the page to the first card, opens it with Enter and waits for its sizes. */
  async function openFirstCardByKeyboard(page: Page): Promise<Listing> {
    await openStorefront(page);
    let cardId: number | null = null;
    for (let presses = 0; presses < 25 && cardId === null; presses++) {
      await page.keyboard.press('Tab');
      cardId = (await focused(page)).cardId;
    }
    expect(cardId, 'Tab reaches a card').not.toBeNull();
    const listing = byId.get(cardId!)!;
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: listingPageTitle(listing.title), exact: true });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio').first()).toBeVisible();
    // The modal puts the focus on its Close button once open: Tab from there, not from wherever it was a moment before.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    return listing;
  }

  test('Tab reaches a card, Enter opens its modal with the focus inside it, and Escape closes it', async ({ page }) => {
    const listing = await openFirstCardByKeyboard(page);
    await expect(page).toHaveURL(`/${listing.slug}`);
    expect((await focused(page)).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL('/');
  });

  test('Tab and Shift+Tab stay inside the open modal', async ({ page }) => {
    await openFirstCardByKeyboard(page);
    const seen: string[] = [];
    // Forward until the focus comes back round to where it started.
    for (let presses = 0; presses < 60; presses++) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      expect(now.inDialog, `Tab ${presses + 1} keeps the focus in the dialog (${now.label})`).toBe(true);
      if (seen.includes(now.label)) break;
      seen.push(now.label);
    }
    expect(seen.length).toBeGreaterThan(3);
    for (let presses = 0; presses < seen.length + 2; presses++) {
      await page.keyboard.press('Shift+Tab');
      const now = await focused(page);
      expect(now.inDialog, `Shift+Tab ${presses + 1} keeps the focus in the dialog (${now.label})`).toBe(true);
    }
  });

  test('the size and colour radios are operated with the arrow keys', async ({ page }) => {
    const listing = await openFirstCardByKeyboard(page);
    const dialog = page.getByRole('dialog');
    const buy = dialog.getByRole('link', { name: 'BUY IT NOW' });
    const start = initialChoiceFrom(listing.sizeVariations, listing.colorVariations);
    const next = <T>(list: T[], current: T) => list[(list.indexOf(current) + 1) % list.length]!;
    const size = next(
      listing.sizeVariations,
      listing.sizeVariations.find((v) => v.value === start.size?.value)!,
    );
    const color = next(
      listing.colorVariations,
      listing.colorVariations.find((v) => v.value === start.color?.value)!,
    );

    for (let presses = 0; presses < 10 && (await focused(page)).radioGroup !== 'size'; presses++) await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: size.value, exact: true })).toBeChecked();
    await expect(buy).toHaveAttribute('href', buyUrl(listing.etsyUrl!, size, start.color));

    for (let presses = 0; presses < 10 && (await focused(page)).radioGroup !== 'color'; presses++) await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: color.value, exact: true })).toBeChecked();
    await expect(buy).toHaveAttribute('href', buyUrl(listing.etsyUrl!, size, color));
  });

  test('Escape closes the Tags panel and gives the focus back to its button', async ({ page }) => {
    await openStorefront(page);
    const tags = page.getByRole('button', { name: /^Tags/ });
    await tags.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('group', { name: 'Filter by tags' });
    await expect(panel.getByRole('searchbox', { name: 'Search tags' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(tags).toBeFocused();
  });

  test('Escape gives the focus back to the card that opened the modal', async ({ page }) => {
    const listing = await openFirstCardByKeyboard(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(cardOf(page, listing.id)).toBeFocused();
  });
});
