import { ORDER_SOURCES } from '@demo/contract';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/PageNav';
import { PagedOrderList } from '../../../features/orders/HistoryList';
import { useOrdersBySource } from '../../../features/orders/queries';
import { SegmentBar, useSegment } from '../../../features/orders/SegmentBar';
import '../../../features/positions/positions.css';

/** `/pages/mine/order_source/index`: orders by origin (manual, new shares, AI, group). */
export function OrderSourcePage() {
  const { t } = useTranslation();
  const [source, setSource] = useSegment(ORDER_SOURCES);
  const query = useOrdersBySource(source);
  return (
    <div className="page" data-testid="order-source-page" data-source={source}>
      <PageNav title={t('orders.source.title')} />
      <div className="page-body">
        <SegmentBar
          segments={ORDER_SOURCES.map((key) => ({ key, label: t(`orders.source.${key}`) }))}
          value={source}
          onChange={setSource}
        />
        <PagedOrderList key={source} query={query} empty={t('common.empty')} testId="order-source-list" />
      </div>
    </div>
  );
}
