import type { User } from '@demo/contract';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../lib/paths';
import { useBanks } from './queries';

/** The Settings page's links to funds and identity, with the KYC status and the bank account count. */
export function FundsLinks({ user }: { user: User | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const banks = useBanks();
  const link = (testId: string, path: string, label: string, extra?: string | null) => (
    <List.Item data-testid={testId} extra={extra ?? null} onClick={() => navigate(path)}>
      {label}
    </List.Item>
  );
  return (
    <List mode="card" header={t('funds.section')} style={{ margin: '0 0 12px' }}>
      {link('mine-charge', PATHS.charge, t('charge.title'))}
      {link('mine-withdraw', PATHS.withdraw, t('withdraw.title'))}
      {link('mine-credit', PATHS.credit, t('credit.title'), user ? t(`credit.status.${user.creditStatus}`) : null)}
      {link(
        'mine-banks',
        PATHS.bankList,
        t('bank.listTitle'),
        banks.data ? t('bank.count', { count: banks.data.length }) : null,
      )}
      {link('mine-wallets', PATHS.digitalList, t('digital.listTitle'))}
      {link(
        'mine-institution',
        PATHS.institutionalAccount,
        t('institution.title'),
        user?.institutional ? t('institution.status.PASS') : null,
      )}
      {link('mine-invite', PATHS.invite, t('invite.title'))}
    </List>
  );
}
