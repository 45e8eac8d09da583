import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';
import semibold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2';

/**
 * Devanagari characters only (the font's own subset, less ₹ and ₨, which system fonts draw): the
 * browser fetches the font for a page that shows Hindi and never for an English one.
 */
export const DEVANAGARI_UNICODE_RANGE =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09';

/**
 * Hindi on devices without a Devanagari font (headless Chromium drew boxes): Noto Sans Devanagari,
 * regular and semibold, font-display swap, listed in theme.css after the system fonts. Declared here
 * rather than by fontsource's per-subset CSS, which has no unicode-range: without one a browser
 * lacking the fonts listed before it fetched both files (103 KB) for the English first screen too.
 */
export function declareDevanagariFont(fonts: FontFaceSet = document.fonts): void {
  for (const [weight, url] of [
    ['400', regular],
    ['600', semibold],
  ] as const) {
    fonts.add(
      new FontFace('Noto Sans Devanagari', `url(${url}) format('woff2')`, {
        weight,
        style: 'normal',
        display: 'swap',
        unicodeRange: DEVANAGARI_UNICODE_RANGE,
      }),
    );
  }
}
