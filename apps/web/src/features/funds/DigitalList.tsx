import type { Body, userAccountList } from '@demo/contract';
import { ROUTES } from '@demo/contract/refs';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListRefresh } from '../../components/ListRefresh';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { SwipeDeleteRow } from '../../components/SwipeDeleteRow';
import { toast } from '../../lib/toast';
import { useRemoveWallet } from './mutations';
import { useWallets } from './queries';
import './funds.css';

type Wallet = Body<typeof userAccountList>[number];

/** A wallet address shown shortened in the middle: the ends are what people compare. */
export function shortAddress(address: string): string {
  return address.length > 20 ? `${address.slice(0, 8)}…${address.slice(-8)}` : address;
}

/** The user's digital wallets; swipe a row left to delete it (after a confirm). */
export function DigitalList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wallets = useWallets();
  const remove = useRemoveWallet();

  const onDelete = async (wallet: Wallet) => {
    const ok = await Dialog.confirm({ content: t('funds.deleteConfirm'), confirmText: t('swipe.delete') });
    if (!ok) return;
    await remove.mutateAsync(wallet.id);
    toast(t('funds.deleteSuccess'), 'success');
  };

  if (wallets.isPending) return <LoadingSkeleton lines={4} />;
  if (wallets.isError) return <ErrorRetry onRetry={() => void wallets.refetch()} />;
  return (
    <ListRefresh onRefresh={() => wallets.refetch()}>
      {wallets.data.length === 0 ? (
        <EmptyState text={t('digital.empty')} />
      ) : (
        <>
          <div className="funds-list" data-testid="wallet-list">
            {wallets.data.map((wallet) => (
              <SwipeDeleteRow
                key={wallet.id}
                data-testid="wallet-row"
                onDelete={() => onDelete(wallet).catch(() => undefined)}
              >
                <div className="funds-row" data-id={wallet.id}>
                  <div className="funds-row__main">
                    <div className="funds-row__title">{wallet.channelName}</div>
                    <div className="funds-row__number tabular" title={wallet.address} data-testid="wallet-row-address">
                      {shortAddress(wallet.address)}
                    </div>
                  </div>
                </div>
              </SwipeDeleteRow>
            ))}
          </div>
          <p className="muted" style={{ textAlign: 'center' }}>
            {t('funds.swipeHint')}
          </p>
        </>
      )}
      <div className="form-actions">
        <Button block color="primary" size="large" onClick={() => navigate(ROUTES.digitalAdd)} data-testid="wallet-add">
          {t('digital.add')}
        </Button>
      </div>
    </ListRefresh>
  );
}
