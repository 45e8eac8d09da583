import { OFFERING_TYPES } from '@demo/contract/refs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedList } from '../../components/PagedList';
import { PageNav } from '../../components/PageNav';
import { SegmentBar, useSegment } from '../orders/SegmentBar';
import { OfferingCard } from './OfferingCard';
import { useOfferings } from './queries';
import '../positions/positions.css';
import './new-shares.css';

/** The new-share list of one market (Korean or Indian), by kind, with pull to refresh. */
export function OfferingList({ market }: { market: 'korea' | 'india' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [type, setType] = useSegment(OFFERING_TYPES);
  const query = useOfferings(market, type);
  return (
    <div className="page" data-testid="offering-list-page" data-market={market}>
      <PageNav
        title={t(market === 'korea' ? 'newShares.koreaTitle' : 'newShares.indiaTitle')}
        right={
          <button
            type="button"
            className="link-button"
            onClick={() => navigate('/pages/mine/product_new/index')}
            data-testid="offering-list-mine"
          >
            {t('newShares.mine.asked')}
          </button>
        }
      />
      <div className="page-body">
        <SegmentBar
          segments={OFFERING_TYPES.map((key) => ({ key, label: t(`newShares.typeShort.${key}`) }))}
          value={type}
          onChange={setType}
        />
        <div className="muted ns-simulated">{t('newShares.simulated')}</div>
        <PagedList
          query={query}
          testId="offering-list"
          emptyText={t('newShares.emptyList')}
          renderItem={(o) => <OfferingCard key={o.id} offering={o} />}
        />
      </div>
    </div>
  );
}
