import { formatIndiaTime } from '@demo/client';
import { useTranslation } from 'react-i18next';
import { relativeTime } from './relative-time';

/** "5 min ago", or the date for anything older than a week; the exact India time on hover. */
export function TimeAgo({ ms }: { ms: number }) {
  const { t } = useTranslation();
  const rel = relativeTime(ms, Date.now());
  return (
    <time className="tabular" dateTime={new Date(ms).toISOString()} title={formatIndiaTime(ms, 'YYYY-MM-DD HH:mm')}>
      {rel ? t(rel.key, { count: rel.count }) : formatIndiaTime(ms, 'YYYY-MM-DD')}
    </time>
  );
}
