import { gzipSync } from 'node:zlib';
import { comparatorFor, groupByCategory } from '../../src/domain/catalogue.ts';
import { RENDER_STEP } from '../../src/domain/storefront-view.ts';
import { PRIORITY_CARDS } from '../../src/features/storefront/StickerGrid.tsx';
import { SCROLL_LOCK_CLASS } from '../../src/components/ui/Modal.tsx';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openStorefront, openTagPanel, publicListings, test } from './support/storefront.ts';

test.describe('the prebuilt first screen', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the first cards with the whole catalogue’s count in each group header, before any JavaScript', async ({ page, request }) => {
    const groups = groupByCategory((await publicListings(request)).sort(comparatorFor('sales')));
    await page.goto('/');
    await expect(page.locator('#catalogue').getByRole('link')).toHaveCount(RENDER_STEP);
    const first = page.getByRole('region', { name: groups[0]!.category, exact: true });
    await expect(first).toContainText(`${groups[0]!.count} stickers`);
  });

  test('under the hero, the first cards’ pictures wait for layout: the hero’s background alone is asked for first', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('img.hm-bg')).toHaveAttribute('fetchpriority', 'high');
    const pictures = page.locator('#catalogue img');
    await expect(pictures).toHaveCount(PRIORITY_CARDS);
    for (const picture of await pictures.all()) {
      await expect(picture).toHaveAttribute('loading', 'lazy');
      await expect(picture).not.toHaveAttribute('fetchpriority', /.*/);
    }
  });

  test('a listing’s own page is built with its modal alone, no controls or grid behind it, and fits a phone’s first round trip', async ({ page, request }) => {
    const listings = await publicListings(request);
    await page.goto(`/${listings[0]!.slug}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('#catalogue, .controls-bar')).toHaveCount(0);
    // TCP's first window is 10 segments (14,600 bytes): a page past it waits one more round trip.
    for (const listing of listings) {
      const response = await request.get(`/${listing.slug}`);
      const headers = response.headersArray().reduce((sum, { name, value }) => sum + name.length + value.length + 4, 'HTTP/1.1 200 OK\r\n\r\n'.length);
      const compressed = gzipSync(await response.body()).length;
      expect(compressed + headers, `/${listing.slug}`).toBeLessThanOrEqual(14_600);
    }
  });

  test('a listing’s own page carries the site’s icon, so the browser asks for nothing once it has loaded; home links the icon’s file', async ({
    page,
    request,
  }) => {
    const file = await request.get('/favicon.svg');
    expect(file.headers()['content-type']).toContain('image/svg+xml');
    const svg = (await file.text()).trim();
    // The browser asks for a linked icon right after the page's load event: home shows it does here.
    const homeIcon = page.waitForRequest((r) => new URL(r.url()).pathname === '/favicon.svg');
    await page.goto('/');
    await homeIcon;
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');

    const [listing] = await publicListings(request);
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto(`/${listing!.slug}`);
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(decodeURIComponent(href!.replace(/^data:image\/svg\+xml,/, ''))).toBe(svg.replace(/"/g, "'"));
    await page.waitForTimeout(1000);
    expect(asked.filter((path) => path.startsWith('/favicon'))).toEqual([]);
  });

  test('a listing’s own page is built with the page behind it locked, as its open modal locks it: hydrating the modal restyles nothing', async ({
    page,
    request,
  }) => {
    const [listing] = await publicListings(request);
    await page.goto(`/${listing!.slug}`);
    await expect(page.locator('body')).toHaveClass(SCROLL_LOCK_CLASS);
    await page.goto('/');
    await expect(page.locator('body')).not.toHaveClass(SCROLL_LOCK_CLASS);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the cards below the first screens are not drawn until they come near the screen', async ({ page }) => {
      await page.goto('/');
      const cards = page.locator('#catalogue .sticker-card');
      await expect(cards).toHaveCount(RENDER_STEP);
      // checkVisibility with contentVisibilityAuto answers false for what content-visibility skips.
      const drawn = (card: typeof cards) => card.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
      await expect.poll(() => drawn(cards.last())).toBe(false);
      await cards.first().scrollIntoViewIfNeeded();
      await expect.poll(() => drawn(cards.first())).toBe(true);
      await cards.last().scrollIntoViewIfNeeded();
      await expect.poll(() => drawn(cards.last())).toBe(true);
    });

    test('sets all of home’s text in the type scale, the hero’s loading text and read-out label too', async ({ page }) => {
      // Each other size or weight is one more font the first layout sets up (docs/decisions.md, the type scale).
      await page.goto('/');
      const offScale = await page.evaluate(() => {
        const probe = document.createElement('span');
        document.body.appendChild(probe);
        const scale = ['sm', 'md', 'lg', 'xl', '2xl'].map((step) => {
          probe.style.fontSize = `var(--text-${step})`;
          return getComputedStyle(probe).fontSize;
        });
        probe.remove();
        const found = new Set<string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement!;
          if (!node.textContent?.trim() || element.closest('script, style, template')) continue;
          const { fontSize, fontWeight } = getComputedStyle(element);
          if (!scale.includes(fontSize) || !['400', '700'].includes(fontWeight))
            found.add(`${element.className || element.tagName}: ${fontSize} ${fontWeight}`);
        }
        return [...found];
      });
      expect(offScale).toEqual([]);
    });

    test('a listing’s own page keeps the page behind the listing a screen tall: the footer stays below the fold, not under the modal', async ({
      page,
      request,
    }) => {
      const [listing] = await publicListings(request);
      await page.goto(`/${listing!.slug}`);
      await expect(page.getByRole('dialog')).toBeVisible();
      const footerTop = await page.locator('footer.site-footer').evaluate((footer) => footer.getBoundingClientRect().top);
      expect(footerTop).toBeGreaterThanOrEqual(page.viewportSize()!.height);
    });
  });

  test('keeps the page small: the island’s data is one JSON text, not a prop per value', async ({ request }) => {
    const html = await (await request.get('/')).text();
    // What travels is the compressed page (about 19 KB: two dozen cards, each with its heart, and the
    // inline styles of the grid, the modal and its gallery); a prop per value would multiply both.
    expect(gzipSync(html).length).toBeLessThan(22_000);
    expect(html.length).toBeLessThan(100_000);
    expect(html).not.toContain('&quot;id&quot;:[0,');
  });
});

// Lighthouse's simulation counts every request under way at the largest paint in the LCP. A small
// page can load before its first paint (a listing's page on its phone: load at 120 ms, paint at 165),
// and the island's dozen modules went out in between. Here the page stays unpainted until 300 ms
// after its load, so that order is certain.
async function expectScriptsAfterFirstPaint(page: Page, request: APIRequestContext): Promise<void> {
  const [listing] = await publicListings(request);
  // The page's own HTML with a style that hides it, taken out 300 ms after the load event. Only the
  // document: an API call still in flight when the test ends would fail the run from its route.
  await page.route(
    (url) => !url.pathname.includes('.') && !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      const body = (await response.text()).replace('<head>', '<head><style id="e2e-hold">html { display: none !important }</style>');
      await route.fulfill({ response, headers, body });
    },
  );
  await page.addInitScript(() => addEventListener('load', () => setTimeout(() => document.getElementById('e2e-hold')?.remove(), 300), { once: true }));
  for (const path of [`/${listing!.slug}`, '/']) {
    await page.goto(path);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 20_000 });
    const { load, paint, scripts } = await page.evaluate(() => ({
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/_astro/') && entry.name.endsWith('.js'))
        .map((entry) => ({ script: new URL(entry.name).pathname, at: Math.round(entry.startTime) })),
    }));
    expect(paint - load, path).toBeGreaterThan(250);
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(
      scripts.filter((s) => s.at < paint),
      `${path}: first contentful paint at ${Math.round(paint)} ms`,
    ).toEqual([]);
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

test.describe('hydration', () => {
  test('the storefront hydrates once the page has loaded, and a card opens its modal', async ({ page }) => {
    await openStorefront(page);
    await page.locator('#catalogue').getByRole('link').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('on a listing’s own page the grid around the modal comes once the page is idle, after the modal in the document', async ({ page, request }) => {
    const [listing] = await publicListings(request);
    await page.goto(`/${listing!.slug}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page.locator('#catalogue').getByRole('link')).toHaveCount(RENDER_STEP);
    const modalFirst = await dialog.evaluate(
      (modal) => (modal.compareDocumentPosition(document.getElementById('catalogue')!) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
    );
    expect(modalFirst, 'the grid follows the modal').toBe(true);
    // Its styles are not among the page's own: they come with the island (listing-page-later.css).
    await expect(page.locator('#catalogue .sticker-grid')).toHaveCSS('display', 'grid');
  });

  test('an island’s JavaScript is asked for only after the page has painted its first content, even when it loads before it paints', ({ page, request }) =>
    expectScriptsAfterFirstPaint(page, request));

  test('on a listing’s own page, built locked behind its modal, closing the listing unlocks the page', async ({ page, request }) => {
    const [listing] = await publicListings(request);
    await openStorefront(page, `/${listing!.slug}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveClass(SCROLL_LOCK_CLASS);
  });

  test('on a listing’s own page the controls behind the modal are drawn with their styles, even when those come late: nothing moves', async ({
    page,
    request,
  }) => {
    const [listing] = await publicListings(request);
    // How the controls bar looked the moment it was added to the page.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const bar = document.querySelector('.controls-bar');
        if (!bar) return;
        (window as unknown as { firstBarDisplay: string }).firstBarDisplay = getComputedStyle(bar).display;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.route(/\/_astro\/listing-page-later\.[\w-]+\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto(`/${listing!.slug}`);
    await expect(page.locator('.controls-bar')).toBeAttached({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { firstBarDisplay?: string }).firstBarDisplay)).toBe('flex');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('an island’s JavaScript is asked for only after the page has painted its first content, even when it loads before it paints', ({ page, request }) =>
      expectScriptsAfterFirstPaint(page, request));

    test('on a listing’s own page the grid under the modal is there once idle, and none of its pictures is asked for', async ({ page, request }) => {
      const [listing] = await publicListings(request);
      await page.goto(`/${listing!.slug}`);
      await expect(page.getByRole('dialog')).toBeVisible();
      // Out of the accessibility tree while hidden under the modal: found by their class, not as links.
      await expect(page.locator('#catalogue .sticker-card').first()).toBeAttached();
      await expect(page.locator('html')).toHaveAttribute('data-loaded', 'true');
      await expect(page.locator('#catalogue img')).toHaveCount(0);
    });
  });
});

test.describe('the styles of what a prebuilt page never draws', () => {
  /** The stylesheets the page's islands add once they run (`?url` files, not the page's inline styles). */
  async function addedStylesheets(page: Page, path: string): Promise<string[]> {
    await openStorefront(page, path);
    await expect(page.locator('html')).toHaveAttribute('data-loaded', 'true');
    return page.locator('head link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  }

  /** Selectors of those sheets that match something in the prebuilt page (JavaScript off), hover and focus aside. */
  async function drawnByThem(page: Page, path: string, sheets: string[]): Promise<string[]> {
    await page.goto(path);
    return page.evaluate(async (hrefs) => {
      const found: string[] = [];
      const walk = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) {
            const selector = rule.selectorText.replace(/::?(hover|focus-visible|focus-within|focus|active|before|after|placeholder|disabled)\b/g, '');
            if (document.querySelector(selector)) found.push(rule.selectorText);
          } else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const href of hrefs) {
        const response = await fetch(href);
        if (!response.ok || !response.headers.get('content-type')?.startsWith('text/css')) {
          found.push(`${href}: ${response.status} ${response.headers.get('content-type')}`);
          continue;
        }
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(await response.text());
        walk(sheet.cssRules);
      }
      return found;
    }, sheets);
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`come once the island runs, and style nothing of home or a listing page as built, ${viewport.width} px wide`, async ({ browser, request }) => {
      const [listing] = await publicListings(request);
      for (const path of ['/', `/${listing!.slug}`]) {
        const live = await browser.newPage({ viewport });
        const sheets = await addedStylesheets(live, path);
        expect(sheets.length, path).toBeGreaterThan(0);
        await live.close();
        const built = await browser.newPage({ viewport, javaScriptEnabled: false });
        expect(await drawnByThem(built, path, sheets), path).toEqual([]);
        await built.close();
      }
    });
  }

  test('the tag panel opened as soon as the page can is laid out by them: over the cards, not pushing them down', async ({ page }) => {
    await openStorefront(page);
    const panel = await openTagPanel(page);
    await expect(panel.locator('xpath=ancestor-or-self::*[contains(@class, "tag-panel")][1]')).toHaveCSS('position', 'absolute');
  });
});
