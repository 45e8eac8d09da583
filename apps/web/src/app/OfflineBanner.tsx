import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOffline } from '../lib/connectivity';
import './shell.css';

/** The CSS variable the pages' sticky bars read, so they stick below the banner instead of under it. */
const INSET_VARIABLE = '--offline-banner-inset';

/**
 * One banner above every page while the device has no network, instead of a toast per failed call
 * and skeletons that never end. It sits in the page's flow, so nothing is hidden under it, and
 * disappears by itself when the network is back.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useOffline();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    const banner = ref.current;
    if (!offline || !banner) {
      root.removeProperty(INSET_VARIABLE);
      return;
    }
    const update = () => root.setProperty(INSET_VARIABLE, `${banner.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.removeProperty(INSET_VARIABLE);
    };
  }, [offline]);
  if (!offline) return null;
  return (
    <div ref={ref} className="offline-banner" role="status" data-testid="offline-banner">
      {t('connectivity.offline')}
    </div>
  );
}
