import { useTranslation } from 'react-i18next';
import { RequireAuth } from '../../components/RequireAuth';
import { HistoryList } from '../../features/orders/HistoryList';
import { PendingList } from '../../features/orders/PendingList';
import { SegmentBar, useSegment } from '../../features/orders/SegmentBar';
import { useTradingEvents } from '../../features/positions/use-trading-events';
import '../../features/positions/positions.css';

const SEGMENTS = ['pending', 'history'] as const;

/** The Order tab: pending orders and history of the active account (also inside the Position tab). */
function OrderTab() {
  const { t } = useTranslation();
  const [segment, setSegment] = useSegment(SEGMENTS);
  useTradingEvents();
  return (
    <div className="page-body" data-testid="order-page">
      <SegmentBar
        segments={SEGMENTS.map((key) => ({ key, label: t(`positions.segment.${key}`) }))}
        value={segment}
        onChange={setSegment}
      />
      {segment === 'pending' ? <PendingList /> : <HistoryList />}
    </div>
  );
}

export function OrderPage() {
  return (
    <RequireAuth>
      <OrderTab />
    </RequireAuth>
  );
}
