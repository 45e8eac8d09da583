import type { Page } from 'playwright-core';

/**
 * Starts remembering every toast the page shows, so a test can prove a toast appeared even when a
 * later one replaced it before the test looked (antd-mobile shows one toast at a time). Returns a
 * wait for a toast whose text matches.
 */
export async function recordToasts(page: Page): Promise<(pattern: RegExp, timeoutMs: number) => Promise<string>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    const scan = () => {
      for (const node of Array.from(document.querySelectorAll('.adm-toast-main'))) {
        const text = node.textContent ?? '';
        if (text !== '' && seen.at(-1) !== text) seen.push(text);
      }
    };
    new MutationObserver(scan).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return async (pattern, timeoutMs) => {
    const handle = await page.waitForFunction(
      ({ source, flags }) =>
        (window as unknown as { __toasts: string[] }).__toasts.find((t) => new RegExp(source, flags).test(t)),
      { source: pattern.source, flags: pattern.flags },
      { timeout: timeoutMs },
    );
    return String(await handle.jsonValue());
  };
}
