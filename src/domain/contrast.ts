/**
 * @module contrast
 * WCAG contrast between two colours, and which checkerboard the listing preview puts behind a
 * vinyl colour so that the tinted artwork stands out from it.
 */

/** The preview's usual light checkerboard (its two tones). */
export const LIGHT_CHECKER = ['#f4f1ea', '#fbfaf6'] as const;
/** The dark checkerboard behind the colours the light one would hide (White, Yellow, Ice Blue...). */
export const DARK_CHECKER = ['#262d29', '#313934'] as const;
/** The least contrast for a shape to be told from what is behind it (WCAG 1.4.11, non-text contrast). */
export const MIN_SHAPE_CONTRAST = 3;

/** The sRGB channels (0..255) of '#rgb' or '#rrggbb'; throws on anything else. */
function channels(hex: string): [number, number, number] {
  const digits = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (!digits) throw new TypeError(`Not a hex colour: '${hex}'`);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/**
 * The WCAG relative luminance of a hex colour, from 0 (black) to 1 (white).
 * @example relativeLuminance('#ffffff') // 1
 */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The WCAG contrast ratio of two hex colours, from 1 (the same) to 21 (black on white); the order does not matter.
 * @example contrastRatio('#000', '#fff') // 21
 */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The contrast of a colour against the tone of a backdrop it stands out from least.
 * @example backdropContrast('#f7f7f4', LIGHT_CHECKER) // about 1.05
 */
export function backdropContrast(hex: string, tones: readonly string[]): number {
  return Math.min(...tones.map((tone) => contrastRatio(hex, tone)));
}

/**
 * Whether a colour shows better on the dark checkerboard than on the light one: the preview picks
 * whichever backdrop gives the artwork more contrast, so no list of "light colours" is kept by hand.
 * @example needsDarkBackdrop('#f7f7f4') // true (White)
 * @example needsDarkBackdrop('#1b1b1b') // false (Black)
 */
export function needsDarkBackdrop(hex: string): boolean {
  return backdropContrast(hex, DARK_CHECKER) > backdropContrast(hex, LIGHT_CHECKER);
}
