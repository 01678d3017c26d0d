import type { Page } from '@playwright/test';
import { EDITOR_TEXTS, pushSucceeded } from '../../src/contracts/admin-listings.ts';
import { COLORS } from '../../src/domain/colors.ts';
import { EMPTY_MANAGER_TEXT } from '../../src/domain/listing-manager.ts';
import { FAKE_API_KEY } from '../../scripts/fake-etsy/app.ts';
import { connectShop, openSignedIn } from './support/admin.ts';
import { expect, publicListings, test } from './support/storefront.ts';
import { seriousViolations } from './support/axe.ts';

const notice = (page: Page) => page.locator('.la-notice');
const section = (page: Page, name: string) => page.locator('details.la-section').filter({ has: page.locator('summary', { hasText: name }) });
/** Opens a collapsible section of the editor unless it starts open. */
async function openSection(page: Page, name: string) {
  const details = section(page, name);
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  await expect(details).toHaveAttribute('open', '');
  return details;
}

test.describe('the listing editor', () => {
  test.describe.configure({ mode: 'serial' });

  test('without a listing it says so; Find Next Listing opens the best seller without artwork; the manager lists, searches and says when nothing matches', async ({
    page,
  }) => {
    await openSignedIn(page, '/listing-admin');
    await expect(page.getByRole('heading', { name: 'No Listing Selected' })).toBeVisible();
    await expect(page).toHaveTitle('Listing Editor - none');

    // The page's requests share its session.
    const next = (await (await page.request.get('/api/admin/listings/next-without-artwork')).json()) as {
      data: { id: number; title: string };
    };
    await page.getByRole('button', { name: 'Find Next Listing' }).click();
    await expect(page).toHaveURL(new RegExp(`listingId=${next.data.id}$`));
    await expect(page).toHaveTitle(`Listing Editor - ${next.data.id}`);
    await expect(page.getByRole('heading', { level: 2, name: next.data.title })).toBeVisible();

    await page.getByText('Listing Manager', { exact: true }).click();
    const manager = page.locator('.lm');
    await expect(manager.getByRole('heading', { name: /^Listing Manager \(\d+ of \d+ listings\)$/ })).toBeVisible();
    // The default filter is Missing SVG Path: the listing just opened is in it, marked.
    await expect(manager.locator(`tr[data-listing-id="${next.data.id}"]`)).toHaveAttribute('aria-current', 'true');
    await manager.getByLabel('SVG path').selectOption('all');
    // Every listing shown: N of N.
    await expect(manager.getByRole('heading', { name: /^Listing Manager/ })).toHaveText(/\((\d+) of \1 listings\)$/);
    await manager.getByLabel('Search').fill('zzzz-nothing-like-this');
    await expect(manager.getByText(EMPTY_MANAGER_TEXT)).toBeVisible();
    await manager.getByLabel('Search').fill(String(next.data.id));
    await expect(manager.locator('tbody tr[data-listing-id]')).toHaveCount(1);
    await page.screenshot({ path: '.cache/screenshots/e2e-listing-admin-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '.cache/screenshots/e2e-listing-admin-390.png', fullPage: true });
  });

  test('the storefront’s Edit Listing (admin mode) opens the editor on that listing', async ({ page, request }) => {
    const listing = (await publicListings(request))[2]!;
    await openSignedIn(page, `/${listing.slug}?admin=true`);
    await page.getByRole('dialog').getByRole('link', { name: 'Edit Listing' }).click();
    await expect(page).toHaveTitle(`Listing Editor - ${listing.etsyListingId}`);
    await expect(page.getByRole('heading', { level: 2, name: listing.title })).toBeVisible();
  });

  test('the sizes and dimensions saved in the editor show in the storefront’s listing modal', async ({ page, request }) => {
    const listing = (await publicListings(request)).find((l) => l.available_sizes.includes('MICRO') && l.sizeVariations.length > 0)!;
    await openSignedIn(page, `/listing-admin?listingId=${listing.etsyListingId}`);
    const micro = page.locator('.la-size-card[data-size="MICRO"]');
    await expect(micro.getByRole('checkbox')).toBeChecked();
    // Typed text keeps digits and the dot, 6 characters at most.
    await micro.getByLabel('MICRO Width (in)').fill('2.4 inches');
    await expect(micro.getByLabel('MICRO Width (in)')).toHaveValue('2.4');
    await micro.getByLabel('MICRO Height (in)').fill('1.95');
    await page.getByRole('button', { name: 'Save Sizes' }).click();
    await expect(notice(page)).toHaveText(EDITOR_TEXTS.sizesSaved);
    // A disabled size keeps its fields disabled.
    const max = page.locator('.la-size-card[data-size="MAX"]');
    if (!(await max.getByRole('checkbox').isChecked())) await expect(max.getByLabel('MAX Width (in)')).toBeDisabled();

    await page.goto(`/${listing.slug}`);
    const modal = page.getByRole('dialog');
    await modal
      .getByRole('radio', { name: /^MICRO/ })
      .first()
      .check();
    await expect(modal.locator('.dimension')).toHaveText('2.4" × 1.95" (MICRO)');
  });

  test('a title pushed to Etsy is approved from a word diff, read back, and shown as saved; the colours too', async ({ page, request, baseURL }) => {
    test.slow();
    const listing = (await publicListings(request)).find((l) => l.colorVariations.length >= 2)!;
    await openSignedIn(page);
    await connectShop(page);
    await page.goto(`/listing-admin?listingId=${listing.etsyListingId}`);

    const title = section(page, 'Title');
    // A word of its own, so the journey holds on a server a run before already changed.
    const word = `Laptop${Date.now().toString(36)}`;
    const newTitle = `${listing.title.slice(0, 100)} ${word}`;
    await title.getByLabel('Title').fill(newTitle);
    await expect(title.locator('.la-counter')).toHaveText(`${newTitle.length}/140`);
    await title.getByRole('button', { name: 'Update Etsy' }).click();
    const approval = page.getByRole('dialog', { name: 'Etsy Update Approval Required' });
    await expect(approval.getByTestId('approval-type')).toHaveText('title');
    await expect(approval.locator('ins')).toContainText(word);
    await approval.getByRole('button', { name: 'Approve & Update Etsy' }).click();
    await expect(notice(page)).toHaveText(pushSucceeded('title'));
    await expect(approval).toBeHidden();
    const fake = `http://127.0.0.1:${Number(new URL(baseURL!).port) + 1000}`;
    const onEtsy = (await (
      await request.get(`${fake}/v3/application/listings/${listing.etsyListingId}`, { headers: { 'x-api-key': FAKE_API_KEY } })
    ).json()) as {
      title: string;
    };
    expect(onEtsy.title).toBe(newTitle);

    const colors = section(page, 'Colors');
    const pressed = colors.locator('.la-chip[aria-pressed="true"]');
    while ((await pressed.count()) > 0) await pressed.first().click();
    await expect(colors.getByText('0 of 21 colours enabled')).toBeVisible();
    // Two colours the listing does not offer now: the push changes something whatever ran before.
    const wanted = COLORS.filter((c) => !listing.available_colors.includes(c.name)).slice(0, 2);
    for (const color of wanted) await colors.getByRole('button', { name: color.editorName, exact: true }).click();
    await colors.getByRole('button', { name: 'Update Etsy' }).click();
    await expect(approval.getByTestId('approval-type')).toHaveText('colors');
    await expect(approval.getByTestId('approval-diff').locator('ins')).toContainText(wanted[1]!.editorName);
    await approval.getByRole('button', { name: 'Approve & Update Etsy' }).click();
    await expect(notice(page)).toHaveText(pushSucceeded('colors'));
    const details = (await (await request.get(`/api/unified-stickers/${listing.etsyListingId}`)).json()) as { data: { available_colors: string[] } };
    expect(details.data.available_colors).toEqual(wanted.map((c) => c.name));
  });

  test('a listing is put back from a backup, after a confirmation, and the backup list says what a restore would change', async ({ page, request }) => {
    const listing = (await publicListings(request))[4]!;
    await openSignedIn(page, `/listing-admin?listingId=${listing.etsyListingId}`);
    await section(page, 'Title')
      .getByLabel('Title')
      .fill(`${listing.title.slice(0, 120)} CHANGED`);
    await section(page, 'Title').getByRole('button', { name: 'Update Local' }).click();
    await expect(notice(page)).toHaveText(EDITOR_TEXTS.titleSaved);

    const backups = section(page, 'Backups');
    await backups.locator('summary').click();
    const latest = backups.locator('tbody tr').first();
    await expect(latest).toContainText('Before a local save');
    await expect(latest).toContainText('title');
    await latest.getByRole('button', { name: /^Restore/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Restore this backup?' });
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await expect(notice(page)).toContainText('Restored the listing');
    await expect(section(page, 'Title').getByLabel('Title')).toHaveValue(listing.title);
    await expect(page.getByRole('heading', { level: 2, name: listing.title })).toBeVisible();
    await expect(backups.locator('tbody tr').first()).toContainText('Before a restore');
  });

  test('the admin panel’s Tools link to the editor and the actual-size test, count the backups, and open a listing’s backups', async ({ page }) => {
    await openSignedIn(page);
    const tools = page.getByRole('region', { name: 'Tools' });
    await expect(tools.getByRole('link', { name: 'Listing editor and manager' })).toHaveAttribute('href', '/listing-admin');
    await expect(tools.getByRole('link', { name: 'Actual-size test' })).toHaveAttribute('href', '/actual-size-test');
    await expect(tools.getByRole('link', { name: 'Color audit' })).toHaveAttribute('href', '/color-audit');
    await expect(tools.getByTestId('backup-stats')).toContainText(/\d+ backups of \d+ listings/);
    const listing = (await publicListings(page.request))[4]!;
    await tools.getByLabel('Backups of listing').fill(String(listing.etsyListingId));
    await tools.getByRole('button', { name: 'Open its backups' }).click();
    await expect(section(page, 'Backups')).toHaveAttribute('open', '');
    await expect(section(page, 'Backups').locator('tbody tr').first()).toBeVisible();
  });

  test('an empty path, title or category is refused with the spec’s words, and nothing is sent', async ({ page, request }) => {
    const listing = (await publicListings(request))[3]!;
    await openSignedIn(page, `/listing-admin?listingId=${listing.etsyListingId}`);
    await section(page, 'Scene Builder File').getByLabel('Artwork path').fill('  ');
    await page.getByRole('button', { name: 'Save Path' }).click();
    await expect(notice(page)).toHaveText(EDITOR_TEXTS.noPath);
    await section(page, 'Title').getByLabel('Title').fill('');
    await section(page, 'Title').getByRole('button', { name: 'Update Local' }).click();
    await expect(notice(page)).toHaveText(EDITOR_TEXTS.noTitle);
    await section(page, 'Section Assignment').getByLabel('Category').selectOption('');
    await page.getByRole('button', { name: 'Save Category' }).click();
    await expect(notice(page)).toHaveText(EDITOR_TEXTS.noCategory);
  });

  test('Browse Files searches the artwork from 3 characters, and the picked file is saved as the listing’s path', async ({ page, request }) => {
    const listing = (await publicListings(request))[5]!;
    await openSignedIn(page, `/listing-admin?listingId=${listing.etsyListingId}`);
    const artwork = section(page, 'Scene Builder File');
    await artwork.getByRole('button', { name: 'Browse Files' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Image File' });
    const files = picker.getByRole('region', { name: 'Files' });
    await picker.getByLabel('Search files').fill('ba');
    await expect(files).toHaveText('Type at least 3 characters to search.');
    await picker.getByLabel('Search files').fill('no-such-artwork-here');
    await expect(files).toHaveText('No files found');
    await picker.getByLabel('Search files').fill('bison');
    await files.getByRole('button', { name: /bison\.svg/ }).click();
    await expect(picker).toBeHidden();
    await expect(artwork.getByLabel('Artwork path')).toHaveValue('/artwork/animals/bison.svg');
    await artwork.getByRole('button', { name: 'Save Path' }).click();
    await expect(notice(page)).toHaveText(/^Scene builder file path( and pack data)? saved successfully!$/);
    const saved = (await (await page.request.get(`/api/admin/listings/${listing.etsyListingId}`)).json()) as { data: { svgPath: string } };
    expect(saved.data.svgPath).toBe('/artwork/animals/bison.svg');
  });

  test('set management: the quantity adds designs, Delete lowers it, and a save drops the designs left without a path', async ({ page, request }) => {
    const listing = (await publicListings(request))[6]!;
    await openSignedIn(page, `/listing-admin?listingId=${listing.etsyListingId}`);
    const set = await openSection(page, 'Set Management');
    await set.getByLabel('This is a SET listing').check();
    await set.getByLabel('Set Quantity').fill('4');
    await expect(set.getByLabel(/^Path of design/)).toHaveCount(3);
    await set.getByRole('button', { name: 'Delete design 4' }).click();
    await expect(set.getByLabel('Set Quantity')).toHaveValue('3');
    await set.getByLabel('Title of design 2').fill('Left door');
    await set.getByRole('button', { name: 'Browse for design 2' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Image File' });
    await picker.getByLabel('Search files').fill('dachshund');
    await picker.getByRole('button', { name: /dachshund\.svg/ }).click();
    await expect(set.getByLabel('Path of design 2')).toHaveValue('/artwork/animals/dachshund.svg');
    // Design 3 stays without a path: the save drops it.
    await set.getByRole('button', { name: 'Save Pack Data' }).click();
    await expect(notice(page)).toHaveText(EDITOR_TEXTS.packSaved);
    await expect(set.getByLabel('Set Quantity')).toHaveValue('2');
    const saved = (await (await page.request.get(`/api/admin/listings/${listing.etsyListingId}`)).json()) as {
      data: { isSet: boolean; setQuantity: number; svgPaths: string[]; svgTitles: string[] };
    };
    expect(saved.data).toMatchObject({ isSet: true, setQuantity: 2, svgPaths: ['/artwork/animals/dachshund.svg'], svgTitles: ['Left door'] });
  });

  test('the description builder previews the description with its size block and pushes it to Etsy behind the approval', async ({ page, request, baseURL }) => {
    test.slow();
    const listing = (await publicListings(request)).find((l) => l.sizeVariations.length > 0)!;
    await openSignedIn(page);
    await connectShop(page);
    await page.goto(`/listing-admin?listingId=${listing.etsyListingId}`);
    const builder = await openSection(page, 'Description Builder');
    const line = `Made for the back window ${Date.now().toString(36)}.`;
    await builder.getByLabel('Unique description').fill(line);
    await builder.getByLabel('Include Size Data in Description').check();
    await builder.getByRole('button', { name: 'Preview Description' }).click();
    const preview = page.getByRole('dialog', { name: 'Description Preview' });
    await expect(preview.locator('pre')).toContainText(line);
    await expect(preview.locator('pre')).toContainText(/TRUEscale Sizes\n[A-Z]+: [\d.]+w x [\d.]+h inches/);
    await preview.getByRole('button', { name: 'Close' }).click();

    await builder.getByRole('button', { name: 'Save Description' }).click();
    const final = page.getByRole('dialog', { name: 'Final Description' });
    const text = await final.getByLabel('Final description').inputValue();
    expect(text.startsWith(line)).toBe(true);
    await final.getByRole('button', { name: 'Save to Etsy' }).click();
    const approval = page.getByRole('dialog', { name: 'Etsy Update Approval Required' });
    await expect(approval.getByTestId('approval-type')).toHaveText('description');
    await expect(approval.locator('ins').first()).toBeVisible();
    await approval.getByRole('button', { name: 'Approve & Update Etsy' }).click();
    await expect(notice(page)).toHaveText(pushSucceeded('description'));
    const fake = `http://127.0.0.1:${Number(new URL(baseURL!).port) + 1000}`;
    const onEtsy = (await (
      await request.get(`${fake}/v3/application/listings/${listing.etsyListingId}`, { headers: { 'x-api-key': FAKE_API_KEY } })
    ).json()) as { description: string };
    expect(onEtsy.description).toBe(text);
  });

  test('axe finds no serious or critical violation in the editor and the manager, nor on the actual-size test', async ({ page, request }) => {
    const listing = (await publicListings(request))[1]!;
    await openSignedIn(page, `/listing-admin?listingId=${listing.etsyListingId}`);
    await page.getByText('Listing Manager', { exact: true }).click();
    await expect(page.locator('.lm-table tbody tr[data-listing-id]').first()).toBeVisible();
    for (const name of ['Set Management', 'Description Builder', 'Backups']) await openSection(page, name);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/actual-size-test');
    await expect(page.locator('.ast-sizes li').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('the listing editor on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('by touch: the manager hides a listing and changes its order from the table, and the editor fits the screen', async ({ page, request }) => {
    const listing = (await publicListings(request))[7]!;
    await openSignedIn(page, `/listing-admin?listingId=${listing.etsyListingId}`);
    await page.getByText('Listing Manager', { exact: true }).tap();
    const manager = page.locator('.lm');
    await manager.getByLabel('SVG path').selectOption('all');
    await manager.getByLabel('Search').fill(String(listing.etsyListingId));
    const row = manager.locator(`tr[data-listing-id="${listing.etsyListingId}"]`);
    await expect(row.locator('.lm-badge').first()).toHaveText(/Visible|Pack/);
    await row.getByRole('button', { name: `Hide ${listing.title}` }).tap();
    await expect(row.getByRole('button', { name: `Show ${listing.title}` })).toBeVisible();
    await expect(row.locator('td[data-column="status"] .lm-badge')).toHaveText('Hidden');
    await row.getByRole('button', { name: `Show ${listing.title}` }).tap();
    await expect(row.locator('td[data-column="status"] .lm-badge')).toHaveText(/Visible|Pack/);

    // The order shows as a button until tapped, then as a field that takes the focus.
    await row.getByRole('button', { name: new RegExp(`^Display order of .*: \\d+\\. Change$`) }).tap();
    const order = row.getByLabel(`Display order of ${listing.title}`, { exact: true });
    await expect(order).toBeFocused();
    await order.fill('7');
    await order.press('Enter');
    await expect(row.getByRole('button', { name: `Display order of ${listing.title}: 7. Change` })).toBeEnabled();
    const saved = (await (await page.request.get(`/api/admin/listings/${listing.etsyListingId}`)).json()) as {
      data: { displayOrder: number; publicVisible: boolean };
    };
    expect(saved.data).toMatchObject({ displayOrder: 7, publicVisible: true });

    // The table scrolls inside its own box; the page itself never reaches past the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '.cache/screenshots/e2e-listing-editor-390.png', fullPage: true });
  });
});
