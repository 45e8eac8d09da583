type SocketSchemas = typeof import('@demo/contract/socket');

let contract: Promise<SocketSchemas> | null = null;

/**
 * The contract's socket-frame schemas (and zod), loaded with the first frame that needs one rather
 * than with the page that listens (check-deps keeps static imports of them out of the app). Only the
 * frames' module and the call modules it is built from: building every call's schema costs a slow
 * phone a tenth of a second. Every caller waits on the same import, so frames are still handled in
 * the order they came.
 */
export function contractSchemas(): Promise<SocketSchemas> {
  contract ??= import('@demo/contract/socket');
  return contract;
}
