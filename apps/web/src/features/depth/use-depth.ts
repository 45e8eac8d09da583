import type { Depth } from '@demo/contract';
import { asDepthContent, dataDepth, depthTopic } from '@demo/contract/refs';
import { useEffect, useState } from 'react';
import { call } from '../../lib/api';
import { useConnectionState, useTopic } from '../../lib/realtime';

/** While the socket is down or stale, the book is fetched this often instead. */
export const DEPTH_POLL_INTERVAL_MS = 5_000;

/**
 * The live book of `code` while `code` is given (null holds nothing): the `depth_{code}` topic sends
 * the whole book on subscribing and again on every tick (SPEC DP6), and `data/depth` answers while
 * the socket is not live. A screen passes null when its depth is not on screen, so no depth bytes flow.
 */
export function useDepth(code: string | null): { depth: Depth | undefined; failed: boolean; retry: () => void } {
  const [depth, setDepth] = useState<Depth | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useTopic<unknown>(code ? depthTopic(code) : null, (content) => {
    // Checked without zod (the same answer as the contract's schema): the card loads no schema.
    const book = asDepthContent(content);
    if (book && book.code === code) {
      setDepth(book);
      setFailed(false);
    }
  });
  const state = useConnectionState();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button: it asks again.
  useEffect(() => {
    if (!code) return;
    let live = true;
    const fetchOnce = () =>
      call(dataDepth, { code }, { silent: true })
        .then((book) => {
          if (!live) return;
          setDepth((held) => (held && held.time > book.time ? held : book));
          setFailed(false);
        })
        .catch(() => {
          if (live) setFailed(true);
        });
    void fetchOnce();
    const timer = state === 'live' ? undefined : setInterval(fetchOnce, DEPTH_POLL_INTERVAL_MS);
    return () => {
      live = false;
      if (timer) clearInterval(timer);
    };
  }, [code, state, attempt]);
  return { depth: depth?.code === code ? depth : undefined, failed, retry: () => setAttempt((n) => n + 1) };
}
