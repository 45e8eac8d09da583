import { Card, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { withParams } from '../../lib/search-params';
import { IncomeChannelsSection, IncomeCurrenciesSection } from './IncomeSections';
import { OutcomeChannelsSection, OutcomeCurrenciesSection } from './OutcomeSections';

const TABS = [
  { key: 'income', label: 'Income channels', children: <IncomeChannelsSection /> },
  { key: 'receiving', label: 'Receiving accounts', children: <IncomeCurrenciesSection /> },
  { key: 'outcome', label: 'Outcome channels', children: <OutcomeChannelsSection /> },
  { key: 'currencies', label: 'Outcome currencies', children: <OutcomeCurrenciesSection /> },
];

/** Recharge and withdrawal channels, receiving accounts and currencies (admin); each save needs a reason. */
export function ChannelsPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.key === params.get('tab'))?.key ?? 'income';
  return (
    <Card>
      <Typography.Title level={4} style={{ margin: 0 }}>
        Channels
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(next) => setParams(withParams(params, { tab: next === 'income' ? undefined : next }))}
        items={TABS}
        destroyOnHidden
      />
    </Card>
  );
}
