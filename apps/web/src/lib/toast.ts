/**
 * The app's one way to toast. antd-mobile's Toast brings its animation library along, so it is
 * fetched on first use instead of weighing on the first screen; a toast appears a moment later.
 *
 * antd-mobile shows one toast at a time, so a routine confirmation ("Alert set") would wipe out a
 * fired price alert shown a moment before. An important toast therefore stays up for
 * IMPORTANT_TOAST_MS, and ordinary toasts wait until it has gone (`toastDelayMs`).
 */
export type ToastIcon = 'success' | 'fail' | 'loading';

export const IMPORTANT_TOAST_MS = 4_000;

let importantUntilMs = 0;

/** How long an ordinary toast asked for at `nowMs` waits for an important one still on screen. */
export function toastDelayMs(nowMs: number, importantUntil: number): number {
  return Math.max(0, importantUntil - nowMs);
}

export function toast(content: string, icon?: ToastIcon, options: { important?: boolean } = {}): void {
  const nowMs = Date.now();
  const delayMs = options.important ? 0 : toastDelayMs(nowMs, importantUntilMs);
  if (options.important) importantUntilMs = nowMs + IMPORTANT_TOAST_MS;
  const show = () =>
    void import('antd-mobile/es/components/toast').then(({ default: Toast }) => {
      Toast.show({
        content,
        ...(icon ? { icon } : {}),
        ...(options.important ? { duration: IMPORTANT_TOAST_MS } : {}),
      });
    });
  if (delayMs === 0) show();
  else setTimeout(show, delayMs);
}
