import { formatIndiaTime } from '@demo/client';
import { consoleApi } from '@demo/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, List, Space, Tag, Typography } from 'antd';
import { callQuery } from '../../lib/queries';

/** How many of one's latest sign-ins and lock-outs the drawer lists. */
const NOTICES_SHOWN = 20;

/**
 * One's own recent sign-ins and lock-outs (SPEC S11), from the staff member's menu: a sign-in from a
 * browser or address the account had not used is marked, so a member spots one that was not theirs.
 */
export function SignInActivityDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notices = useQuery({
    ...callQuery(consoleApi.staffNoticeList, { page: 1, size: NOTICES_SHOWN }),
    enabled: open,
  });
  return (
    <Drawer open={open} onClose={onClose} title="Your recent sign-ins" size={420} data-testid="sign-in-activity">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message="Not you? Change your password and ask an admin to reset your authenticator."
      />
      <List
        loading={notices.isLoading}
        dataSource={notices.data?.list ?? []}
        renderItem={(notice) => (
          <List.Item data-testid="sign-in-notice" data-kind={notice.kind}>
            <List.Item.Meta
              title={
                <Space size="small" wrap>
                  {notice.kind === 'locked' ? (
                    <Tag color="error">Sign-in locked after wrong guesses</Tag>
                  ) : (
                    <Typography.Text strong>{notice.device ?? 'Unknown browser'}</Typography.Text>
                  )}
                  {notice.newDevice && <Tag color="warning">New device or address</Tag>}
                </Space>
              }
              description={`${formatIndiaTime(notice.createdAt, 'YYYY-MM-DD HH:mm:ss')} IST · ${notice.ip ?? 'address unknown'}`}
            />
          </List.Item>
        )}
      />
    </Drawer>
  );
}
