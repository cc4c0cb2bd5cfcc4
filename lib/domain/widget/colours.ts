// A widget's colour on its buttons and headings: the text on it must stay readable (WCAG AA
// contrast, 4.5:1), whatever colour the operator picks. Pure.

/** The relative luminance of "#rrggbb" (WCAG 2). */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two "#rrggbb" colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export const LIGHT_TEXT = "#ffffff";
// black, not a softer dark grey: with white or black, every colour reaches 4.5:1 (at worst ~4.58)
export const DARK_TEXT = "#000000";

/** White or black text on `background`: whichever contrasts more. */
export function textOn(background: string): string {
  return contrast(background, LIGHT_TEXT) >= contrast(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/**
 * The widget colour as text on white (headings, links): the colour itself when it is readable
 * there, else the dark text colour.
 */
export function readableOnWhite(colour: string): string {
  return contrast(colour, "#ffffff") >= 4.5 ? colour : DARK_TEXT;
}

/** The look of a widget's colour: itself, the text on it and its headings on white. */
export type WidgetPalette = { widget: string; onWidget: string; heading: string };

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The palette of a widget's colour (`fallback` for anything but "#rrggbb": validated when saved,
 * but nothing else may reach a stylesheet). The widget page and the booking pages in its frame
 * use the same one.
 */
export function widgetPalette(colour: string, fallback: string): WidgetPalette {
  const c = HEX.test(colour) ? colour : fallback;
  return { widget: c, onWidget: textOn(c), heading: readableOnWhite(c) };
}
