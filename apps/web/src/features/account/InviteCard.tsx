import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/clipboard';
import { useInviteInfo } from './queries';

/** The user's invitation code and share link, each one tap to copy, and how many joined through it. */
export function InviteCard() {
  const { t } = useTranslation();
  const invite = useInviteInfo();
  if (!invite.data) return null;
  const { invitationCode, invitedCount } = invite.data;
  // The server may send the share link relative to the app; a copied link must work anywhere.
  const link = new URL(invite.data.link, window.location.href).href;
  return (
    <section className="card" aria-labelledby="invite-title" data-testid="invite-card">
      <h2 id="invite-title" className="card-title">
        {t('invite.title')}
      </h2>
      <div className="invite-row">
        <div>
          <div className="stat-grid__label">{t('invite.code')}</div>
          <div className="stat-grid__value tabular" data-testid="invite-code">
            {invitationCode}
          </div>
        </div>
        <Button
          size="small"
          fill="outline"
          color="primary"
          onClick={() => void copyText(invitationCode)}
          data-testid="invite-copy-code"
        >
          {t('common.copy')}
        </Button>
      </div>
      <div className="invite-row">
        <div style={{ minWidth: 0 }}>
          <div className="stat-grid__label">{t('invite.link')}</div>
          <div className="invite-link">{link}</div>
        </div>
        <Button
          size="small"
          fill="outline"
          color="primary"
          onClick={() => void copyText(link)}
          data-testid="invite-copy-link"
        >
          {t('common.copy')}
        </Button>
      </div>
      <div className="muted">
        {t('invite.invited')}: <span className="tabular">{invitedCount}</span>
      </div>
    </section>
  );
}
