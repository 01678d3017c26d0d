/**
 * @module scripts/lib/chromium
 * How every browser the project starts is started (the end-to-end journeys, the benches, the
 * screenshots): Debian's Chromium, since Playwright cannot download its own here, with the flags
 * that keep it from doing work no journey asks for.
 */

/** Debian's Chromium, or the one PLAYWRIGHT_CHROMIUM names. */
export const CHROMIUM_PATH = process.env.PLAYWRIGHT_CHROMIUM ?? '/usr/bin/chromium';

/**
 * Playwright's own list (chromiumSwitches in playwright-core): the last --disable-features given
 * wins, so ours repeats it. Then the omnibox popups: every new window of the full Chromium loads
 * one (a WebUI page, about 3 s of CPU on these machines), unseen when headless, once per journey.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/** The flags of every launch; `gpu` keeps the GPU (a bench may ask for it). */
export function chromiumArgs({ gpu = false } = {}): string[] {
  return [
    ...(gpu ? [] : ['--disable-gpu']),
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--disable-features=${DISABLED_FEATURES.join(',')}`,
  ];
}
