import { formatIndiaTime } from '@demo/client';
import type { UserNotice, UserSessionView } from '@demo/contract';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../components/PageNav';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { useNotices, useRevokeOtherSessions, useRevokeSession, useSessions } from '../../features/security/queries';
import { useSecurityNotices } from '../../features/security/use-security-notices';
import { toast } from '../../lib/toast';
import '../../features/security/security.css';
import { PATHS } from '../../lib/paths';

/** The account's devices: every live session (this one marked), signing out any one or all the others. */
export function DevicesPage() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const busy = revoke.isPending || revokeOthers.isPending;
  useSecurityNotices();

  const signOut = async (work: () => Promise<unknown>, question: string) => {
    if (
      !(await Dialog.confirm({ content: question, confirmText: t('common.confirm'), cancelText: t('common.cancel') }))
    )
      return;
    try {
      await work();
      toast(t('devices.signedOut'), 'success');
    } catch {
      // The API client has already toasted why.
    }
  };

  const others = (sessions.data ?? []).filter((s) => !s.current);

  return (
    <div className="page">
      <PageNav parent={PATHS.mine} title={t('devices.title')} />
      <div className="page-body">
        <section className="card" aria-labelledby="devices-title" data-testid="devices">
          <h2 id="devices-title" className="card-title">
            {t('devices.sessions')}
          </h2>
          {sessions.isPending ? (
            <LoadingSkeleton lines={3} />
          ) : sessions.isError ? (
            <ErrorRetry onRetry={() => void sessions.refetch()} />
          ) : (
            sessions.data.map((s) => (
              <DeviceRow
                key={s.id}
                session={s}
                busy={busy}
                onSignOut={() =>
                  void signOut(() => revoke.mutateAsync(s.id), t('devices.confirmOne', { device: s.device }))
                }
              />
            ))
          )}
          {others.length > 0 && (
            <Button
              block
              color="danger"
              fill="outline"
              loading={revokeOthers.isPending}
              disabled={busy}
              // One call for all of them: a device that signed in after the list was read goes too.
              onClick={() =>
                void signOut(() => revokeOthers.mutateAsync(), t('devices.confirmOthers', { count: others.length }))
              }
              data-testid="devices-sign-out-others"
            >
              {t('devices.signOutOthers')}
            </Button>
          )}
        </section>
        <NoticesCard />
      </div>
    </div>
  );
}

/** The account's recent security notices (sign-ins, password changes). */
function NoticesCard() {
  const { t } = useTranslation();
  const notices = useNotices();
  return (
    <section className="card" aria-labelledby="notices-title" data-testid="security-notices">
      <h2 id="notices-title" className="card-title">
        {t('devices.notices')}
      </h2>
      {notices.isPending ? (
        <LoadingSkeleton lines={2} />
      ) : notices.isError ? (
        <ErrorRetry onRetry={() => void notices.refetch()} />
      ) : notices.data.list.length === 0 ? (
        <EmptyState text={t('devices.noNotices')} />
      ) : (
        notices.data.list.map((n) => <NoticeRow key={n.id} notice={n} />)
      )}
    </section>
  );
}

function DeviceRow({ session, busy, onSignOut }: { session: UserSessionView; busy: boolean; onSignOut: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="device-row" data-testid="device-row" data-current={session.current}>
      <div className="device-row__main">
        <div className="device-row__name">
          {session.device}
          {session.current && (
            <Tag color="primary" fill="outline" data-testid="device-current">
              {t('devices.thisDevice')}
            </Tag>
          )}
        </div>
        <div className="muted device-row__meta tabular">
          {t('devices.ip', { ip: session.ip ?? t('devices.unknownIp') })}
          <br />
          {t('devices.created', { time: formatIndiaTime(session.createdAt, 'YYYY-MM-DD HH:mm') })}
          <br />
          {t('devices.lastSeen', { time: formatIndiaTime(session.lastSeenAt, 'YYYY-MM-DD HH:mm') })}
        </div>
      </div>
      {!session.current && (
        <Button
          size="small"
          color="danger"
          fill="outline"
          disabled={busy}
          onClick={onSignOut}
          data-testid="device-sign-out"
        >
          {t('devices.signOut')}
        </Button>
      )}
    </div>
  );
}

const NOTICE_TITLES = {
  new_device: 'devices.newDeviceTitle',
  password_locked: 'devices.lockedTitle',
  password_reset: 'devices.resetTitle',
} as const satisfies Record<UserNotice['kind'], string>;

function NoticeRow({ notice }: { notice: UserNotice }) {
  const { t } = useTranslation();
  return (
    <div className="device-row" data-testid="notice-row">
      <div className="device-row__main">
        <div className="device-row__name">{t(NOTICE_TITLES[notice.kind])}</div>
        <div className="muted device-row__meta tabular">
          {notice.kind === 'password_locked'
            ? t('devices.lockedText')
            : t(notice.kind === 'password_reset' ? 'devices.resetText' : 'devices.newDeviceText', {
                device: notice.device ?? '',
                ip: notice.ip ?? t('devices.unknownIp'),
              })}
          <br />
          {formatIndiaTime(notice.createdAt, 'YYYY-MM-DD HH:mm')}
        </div>
      </div>
    </div>
  );
}
