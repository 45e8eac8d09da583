import type { DisplayMode } from '@demo/contract';
import { COLOR_MAIN } from '@demo/contract/refs';
import { useEffect, useState } from 'react';
import { usePrefs } from '../lib/prefs-store';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Whether the system asks for dark, followed live while the page is open. */
function useSystemDark(): boolean {
  const [dark, setDark] = useState(() => window.matchMedia?.(DARK_QUERY).matches ?? false);
  useEffect(() => {
    const mq = window.matchMedia?.(DARK_QUERY);
    if (!mq) return;
    const onChange = (e: MediaQueryListEvent) => setDark(e.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  return dark;
}

function resolveScheme(mode: DisplayMode, systemDark: boolean): 'light' | 'dark' {
  if (mode === 'auto') return systemDark ? 'dark' : 'light';
  return mode;
}

/**
 * Puts the display mode and the market colour mode on <html>: antd-mobile reads
 * `data-prefers-color-scheme`, our own variables read it and `data-market-color`.
 */
export function useApplyTheme(): void {
  const displayMode = usePrefs((s) => s.displayMode);
  const colorMode = usePrefs((s) => s.marketColorMode);
  const systemDark = useSystemDark();
  const scheme = resolveScheme(displayMode, systemDark);

  useEffect(() => {
    const html = document.documentElement;
    html.setAttribute('data-prefers-color-scheme', scheme);
    html.setAttribute('data-market-color', colorMode);
    const meta = document.querySelector('meta[name="theme-color"]');
    meta?.setAttribute('content', scheme === 'dark' ? '#151b26' : COLOR_MAIN);
  }, [scheme, colorMode]);
}
