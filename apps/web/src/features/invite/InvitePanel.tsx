import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { QrCode } from '../../components/QrCode';
import { copyText } from '../../lib/clipboard';
import { inviteLink } from '../../lib/qr-payload';
import { useInviteInfo } from '../account/queries';
import '../funds/funds.css';

/** The invitation: code, absolute share link and its QR code (each one tap to copy), and how many joined. */
export function InvitePanel() {
  const { t } = useTranslation();
  const invite = useInviteInfo();
  if (invite.isPending) return <LoadingSkeleton lines={6} />;
  if (invite.isError) return <ErrorRetry onRetry={() => void invite.refetch()} />;
  const { invitationCode, invitedCount } = invite.data;
  const link = inviteLink(invite.data.link, window.location.href);
  return (
    <>
      <section className="card invite-hero" data-testid="invite-page">
        <div className="muted">{t('invite.code')}</div>
        <div className="invite-hero__code tabular" data-testid="invite-page-code">
          {invitationCode}
        </div>
        <QrCode value={link} label={t('invitePage.qr')} size={184} data-testid="invite-qr" />
        <div className="muted">{t('invitePage.qr')}</div>
        <div className="transfer-box__address" data-testid="invite-page-link">
          {link}
        </div>
        <div className="choice-row">
          <Button
            color="primary"
            fill="outline"
            onClick={() => void copyText(invitationCode)}
            data-testid="invite-page-copy-code"
          >
            {t('invitePage.copyCode')}
          </Button>
          <Button color="primary" onClick={() => void copyText(link)} data-testid="invite-page-copy-link">
            {t('invitePage.copyLink')}
          </Button>
        </div>
      </section>
      <section className="card">
        <div className="stat-grid__label">{t('invite.invited')}</div>
        <div className="balance-strip__value tabular" data-testid="invite-count">
          {invitedCount}
        </div>
        <p className="muted" style={{ marginBottom: 0 }}>
          {t('invitePage.hint')}
        </p>
      </section>
    </>
  );
}
