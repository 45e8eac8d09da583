/**
 * The app's one way to toast. antd-mobile's Toast brings its animation library along, so it is
 * fetched on first use instead of weighing on the first screen; a toast appears a moment later.
 */
export type ToastIcon = 'success' | 'fail' | 'loading';

export function toast(content: string, icon?: ToastIcon): void {
  void import('antd-mobile/es/components/toast').then(({ default: Toast }) => {
    Toast.show(icon ? { content, icon } : { content });
  });
}
