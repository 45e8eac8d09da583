import { useTranslation } from 'react-i18next';
import { RequireAuth } from '../../components/RequireAuth';
import { HistoryList } from '../../features/orders/HistoryList';
import { PendingList } from '../../features/orders/PendingList';
import { SegmentBar, useSegment } from '../../features/orders/SegmentBar';
import { MarginWarningBanner } from '../../features/positions/MarginWarningBanner';
import { PositionList } from '../../features/positions/PositionList';
import { useTradingEvents } from '../../features/positions/use-trading-events';
import { WalletSummary } from '../../features/positions/WalletSummary';
import '../../features/positions/positions.css';

const SEGMENTS = ['positions', 'pending', 'history'] as const;

/**
 * The Position tab: the account summary, then "Positions | Pending | History". The Order tab is the
 * middle tab the specification hides by configuration, so its lists are reachable here too.
 */
function PositionTab() {
  const { t } = useTranslation();
  const [segment, setSegment] = useSegment(SEGMENTS);
  const { warning, dismiss } = useTradingEvents();
  return (
    <div className="page-body" data-testid="position-page">
      {warning && <MarginWarningBanner warning={warning} onDismiss={dismiss} />}
      <WalletSummary />
      <SegmentBar
        segments={SEGMENTS.map((key) => ({ key, label: t(`positions.segment.${key}`) }))}
        value={segment}
        onChange={setSegment}
      />
      {segment === 'positions' && <PositionList />}
      {segment === 'pending' && <PendingList />}
      {segment === 'history' && <HistoryList />}
    </div>
  );
}

export function PositionPage() {
  return (
    <RequireAuth>
      <PositionTab />
    </RequireAuth>
  );
}
