/**
 * A one-shot gate for tests that hold work at a point: `opened` settles once `open` is called.
 * Tests hold a transaction open this way, and wait until it has reached the point they need.
 */
export function gate(): { readonly opened: Promise<void>; readonly open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
