import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownParts } from './cost';

/** The clock, ticking every `intervalMs` while mounted. */
function useNow(intervalMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** "2d 3h 14m 5s" until `targetMs`, or "Done" once it has passed. */
export function Countdown({ targetMs, 'data-testid': testId }: { targetMs: number; 'data-testid'?: string }) {
  const { t } = useTranslation();
  const parts = countdownParts(targetMs, useNow());
  return (
    <span className="tabular" data-testid={testId} data-done={parts.done}>
      {parts.done ? t('newShares.done') : t('newShares.countdown', parts)}
    </span>
  );
}
