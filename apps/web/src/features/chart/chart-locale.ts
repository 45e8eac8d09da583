import type { Locale } from '@demo/contract';
import type { IChartApi } from 'lightweight-charts';

/**
 * The locale a lightweight-charts chart writes its time axis and crosshair dates in (month names:
 * "जुल॰" in Hindi, "Jul" in English), as the app's own dates are written; the library's default is
 * the browser's language, which is not the one the user picked in the app.
 */
export function chartLocale(locale: Locale): string {
  return locale === 'hi' ? 'hi-IN' : 'en-IN';
}

/** The face that draws Hindi where the device has none (theme/devanagari-font.ts), and a word to load it by. */
const DEVANAGARI_FACE = '12px "Noto Sans Devanagari"';
const DEVANAGARI_SAMPLE = 'जुलाई';

/**
 * Sets the charts' date language and their canvas's font to the app's own stack (theme.css
 * `--adm-font-family`, which carries Noto Sans Devanagari: the library's default stack drew Hindi
 * months as boxes). The Devanagari face loads when text first needs it, so in Hindi the charts are
 * set again once it has, unless the returned function was called first (the charts are gone).
 */
export function applyChartLanguage(charts: readonly IChartApi[], locale: Locale): () => void {
  let live = true;
  const fontFamily = getComputedStyle(document.documentElement).getPropertyValue('--adm-font-family').trim();
  const apply = () => {
    if (!live) return;
    for (const chart of charts)
      chart.applyOptions({
        localization: { locale: chartLocale(locale) },
        ...(fontFamily && { layout: { fontFamily } }),
      });
  };
  apply();
  if (locale === 'hi') document.fonts?.load(DEVANAGARI_FACE, DEVANAGARI_SAMPLE).then(apply, () => undefined);
  return () => {
    live = false;
  };
}
