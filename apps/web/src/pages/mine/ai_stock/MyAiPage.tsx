import type { AiStatus } from '@demo/contract';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedList } from '../../../components/PagedList';
import { PageNav } from '../../../components/PageNav';
import { MyAiCard } from '../../../features/ai-products/MyAiCard';
import { useLiveAi, useMyAi } from '../../../features/ai-products/queries';
import { SegmentBar, useSegment } from '../../../features/orders/SegmentBar';
import { PATHS } from '../../../lib/paths';
import { usePrefs } from '../../../lib/prefs-store';
import '../../../features/ai-products/ai.css';
import '../../../features/positions/positions.css';

const TABS = ['all', 'running', 'paused', 'ended'] as const satisfies readonly (AiStatus | 'all')[];

/** `/pages/mine/ai_stock/index`: the customer's AI products in the active account, their P&L live. */
export function MyAiPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useSegment(TABS);
  const accountType = usePrefs((s) => s.accountType);
  const query = useMyAi(tab);
  useLiveAi();
  return (
    <div className="page" data-testid="ai-mine-page" data-account={accountType}>
      <PageNav title={t('ai.mine')} />
      <div className="page-body">
        <SegmentBar segments={TABS.map((key) => ({ key, label: t(`ai.tab.${key}`) }))} value={tab} onChange={setTab} />
        <PagedList
          query={query}
          testId="ai-mine-list"
          emptyText={t('ai.mineEmpty')}
          emptyAction={
            <Button block color="primary" fill="outline" onClick={() => navigate(PATHS.aiStock)}>
              {t('ai.browse')}
            </Button>
          }
          renderItem={(p) => <MyAiCard key={p.id} purchase={p} />}
        />
      </div>
    </div>
  );
}
