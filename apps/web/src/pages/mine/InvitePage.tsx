import { useTranslation } from 'react-i18next';
import { PageNav } from '../../components/PageNav';
import { InvitePanel } from '../../features/invite/InvitePanel';
import { PATHS } from '../../lib/paths';

/** `/pages/mine/invite`: the invitation code, share link, QR code and invited count. */
export function InvitePage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageNav parent={PATHS.mine} title={t('invite.title')} />
      <div className="page-body">
        <InvitePanel />
      </div>
    </div>
  );
}
