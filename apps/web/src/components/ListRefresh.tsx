import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How far (px) the list must be pulled before letting go refreshes it, and the most it moves. */
const PULL_THRESHOLD = 60;
const PULL_MAX = 90;
/** A finger's travel counts half: the list lags behind it, as native pull-to-refresh does. */
const RESISTANCE = 0.5;

type Phase = 'idle' | 'pulling' | 'release' | 'refreshing' | 'done';

/**
 * Pull-to-refresh in a few lines of our own: antd-mobile's brought an animation and a gesture library
 * (24 KB of gzip) into the first screen's script, which every list page paid before painting. A pull
 * starts only when the page is scrolled to the top; the texts are the app's, in the user's language.
 */
export function ListRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('idle');
  const [offset, setOffset] = useState(0);
  const startY = useRef<number | null>(null);

  const settle = () => {
    setOffset(0);
    setPhase('idle');
  };
  const refresh = async () => {
    setPhase('refreshing');
    setOffset(PULL_THRESHOLD * 0.75);
    try {
      await onRefresh();
      setPhase('done');
    } finally {
      setTimeout(settle, 400);
    }
  };
  const text = {
    idle: '',
    pulling: t('common.refreshPulling'),
    release: t('common.refreshRelease'),
    refreshing: t('common.refreshing'),
    done: t('common.refreshed'),
  }[phase];

  return (
    <div
      className="pull-refresh"
      onTouchStart={(e) => {
        const atTop = (document.scrollingElement?.scrollTop ?? 0) <= 0;
        startY.current = atTop && phase === 'idle' ? (e.touches[0]?.clientY ?? null) : null;
      }}
      onTouchMove={(e) => {
        if (startY.current === null) return;
        const pulled = Math.min(PULL_MAX, Math.max(0, ((e.touches[0]?.clientY ?? 0) - startY.current) * RESISTANCE));
        setOffset(pulled);
        setPhase(pulled === 0 ? 'idle' : pulled >= PULL_THRESHOLD ? 'release' : 'pulling');
      }}
      onTouchEnd={() => {
        if (startY.current === null) return;
        startY.current = null;
        if (phase === 'release') void refresh();
        else settle();
      }}
    >
      <div
        className="pull-refresh__head"
        style={{ height: offset, transition: startY.current === null ? undefined : 'none' }}
        aria-live="polite"
      >
        {text}
      </div>
      {children}
    </div>
  );
}
