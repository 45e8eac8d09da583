import type { Body, incomeCurrencyChannelFrontList } from '@demo/contract';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../components/QrCode';
import { copyText } from '../../lib/clipboard';
import { depositQr } from '../../lib/qr-payload';

type IncomeCurrency = Body<typeof incomeCurrencyChannelFrontList>[number];

/** Where the customer sends the money: bank details, or an address with its QR code; one tap copies it. */
export function TransferTarget({ target, kind }: { target: IncomeCurrency; kind: 'bank' | 'digital' }) {
  const { t } = useTranslation();
  const qr = depositQr(target, kind);
  return (
    <section className="card" aria-labelledby="transfer-title" data-testid="charge-target">
      <h2 id="transfer-title" className="card-title">
        {t('charge.transferTo')}
      </h2>
      <p className="muted" style={{ marginTop: 0 }}>
        {t('charge.transferHint')}
      </p>
      <div className="transfer-box">
        {qr?.kind === 'payload' && (
          <QrCode value={qr.value} label={`${target.currency} ${target.protocol}`} data-testid="charge-qr" />
        )}
        {qr?.kind === 'image' && (
          <div className="qr-box">
            <img src={qr.src} width={168} height={168} alt={target.currency} data-testid="charge-qr" />
          </div>
        )}
        <div className="muted">
          {kind === 'digital'
            ? `${t('charge.address')} · ${target.currency} ${target.protocol}`
            : t('charge.accountDetails')}
        </div>
        <div className="transfer-box__address" data-testid="charge-address">
          {target.address}
        </div>
        <Button
          size="small"
          color="primary"
          fill="outline"
          onClick={() => void copyText(target.address)}
          data-testid="charge-copy"
        >
          {t('common.copy')}
        </Button>
      </div>
    </section>
  );
}
