import { useEffect, useState } from 'react';

function readScheme(): 'light' | 'dark' {
  return document.documentElement.getAttribute('data-prefers-color-scheme') === 'dark' ? 'dark' : 'light';
}

/**
 * The colour scheme the app is showing, read from <html data-prefers-color-scheme> where
 * `useApplyTheme` puts it, so the chart follows light, dark and auto exactly as the page does.
 */
export function useScheme(): 'light' | 'dark' {
  const [scheme, setScheme] = useState(readScheme);
  useEffect(() => {
    const observer = new MutationObserver(() => setScheme(readScheme()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-prefers-color-scheme'] });
    setScheme(readScheme());
    return () => observer.disconnect();
  }, []);
  return scheme;
}
