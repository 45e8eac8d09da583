import { ASYNC_PAGE_DELAY_MS, CHUNK_TIMEOUT_MS } from '@demo/contract/refs';
import { type ComponentType, type LazyExoticComponent, lazy, useEffect, useState } from 'react';
import { LoadingSkeleton } from '../components/PageStates';
import { loadAllStrings } from '../i18n';

/** Raised when a page's script does not arrive; the boundary shows "Loading chunk failed". */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('Loading chunk failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * A lazily loaded page. The import is given CHUNK_TIMEOUT_MS, and any failure to fetch the script
 * becomes a ChunkLoadError so the error boundary can tell it from a bug in the page. A page renders
 * once every English text has arrived too (i18n `loadAllStrings`), except the home page, which is
 * part of the first screen and uses only the start texts (`startTextsOnly`, en-start.ts).
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { startTextsOnly = false }: { startTextsOnly?: boolean } = {},
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('chunk timeout')), CHUNK_TIMEOUT_MS);
    });
    try {
      const page = Promise.race([load(), timeout]);
      if (!startTextsOnly) await Promise.race([loadAllStrings(), timeout]);
      return { default: await page };
    } catch (e) {
      throw new ChunkLoadError(e);
    } finally {
      clearTimeout(timer);
    }
  });
}

/** The page fallback: nothing for the first 200 ms (most chunks arrive by then), then a skeleton. */
export function PageFallback() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setShow(true), ASYNC_PAGE_DELAY_MS);
    return () => clearTimeout(t);
  }, []);
  return show ? <LoadingSkeleton lines={6} /> : null;
}
