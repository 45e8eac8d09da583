import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether an element is on screen, from one IntersectionObserver shared by every row that asks, so a
 * long list costs one observer. A list row holds its quote topic only while this says true (issue 43).
 * Without IntersectionObserver (an old browser) everything counts as on screen, as before.
 */

type Watcher = (onScreen: boolean) => void;

const watchers = new Map<Element, Watcher>();
let observer: IntersectionObserver | null = null;

function shared(): IntersectionObserver {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) watchers.get(entry.target)?.(entry.isIntersecting);
  });
  return observer;
}

export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [onScreen, setOnScreen] = useState(!supported);
  useEffect(() => {
    const el = ref.current;
    if (!el || !supported) return;
    const io = shared();
    watchers.set(el, setOnScreen);
    io.observe(el);
    return () => {
      io.unobserve(el);
      watchers.delete(el);
    };
  }, [ref, supported]);
  return onScreen;
}
