import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { ListRefresh } from '../../components/ListRefresh';
import { PageNav } from '../../components/PageNav';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { useCustomerInfo } from '../../features/content/queries';
import { useSupportThread } from '../../features/support/queries';
import { SupportThread } from '../../features/support/SupportThread';
import { copyText } from '../../lib/clipboard';
import { useSession } from '../../lib/session-store';

/** A link for a channel the device can open directly (mail, phone, web, chat apps); else null. */
function hrefFor(type: string, value: string): string | null {
  const kind = type.toLowerCase();
  if (kind === 'email' || kind === 'mail') return `mailto:${value}`;
  if (kind === 'phone' || kind === 'tel') return `tel:${value.replace(/\s/g, '')}`;
  if (kind === 'whatsapp') return `https://wa.me/${value.replace(/\D/g, '')}`;
  if (kind === 'telegram' && !/^https?:/i.test(value)) return `https://t.me/${value.replace(/^@/, '')}`;
  if (/^https?:\/\//i.test(value)) return value;
  return null;
}

/** Channel names we translate; brand names (WhatsApp, Telegram) keep the operator's label. */
function labelKey(type: string): 'customer.email' | 'customer.phone' | null {
  const kind = type.toLowerCase();
  if (kind === 'email' || kind === 'mail') return 'customer.email';
  if (kind === 'phone' || kind === 'tel') return 'customer.phone';
  return null;
}

/** Customer service: the customer's thread with support (issue 14), then the channels the operator configured. */
export function CustomerPage() {
  const { t } = useTranslation();
  const info = useCustomerInfo();
  const channels = info.data?.channels ?? [];
  const thread = useSupportThread();
  const loggedIn = useSession((st) => st.token !== null);

  return (
    <div className="page">
      <PageNav title={t('customer.title')} />
      <ListRefresh onRefresh={() => Promise.all([info.refetch(), loggedIn ? thread.refetch() : null])}>
        <div className="page-body">
          <SupportThread />
          <h2 className="card-title" style={{ margin: '16px 4px 8px' }}>
            {t('support.otherChannels')}
          </h2>
          {info.isError ? (
            <ErrorRetry onRetry={() => void info.refetch()} />
          ) : info.isPending ? (
            <LoadingSkeleton />
          ) : channels.length === 0 ? (
            <EmptyState text={t('customer.empty')} />
          ) : (
            <>
              <p className="muted" style={{ margin: '0 4px 12px' }}>
                {t('customer.hint')}
              </p>
              <List mode="card" style={{ margin: 0 }}>
                {channels.map((c) => {
                  const href = hrefFor(c.type, c.value);
                  const key = labelKey(c.type);
                  return (
                    <List.Item
                      key={`${c.type}-${c.value}`}
                      data-testid="customer-channel"
                      description={c.value}
                      onClick={() => {
                        if (href) window.open(href, '_blank', 'noopener');
                        else void copyText(c.value);
                      }}
                      extra={href ? null : t('common.copy')}
                    >
                      {key ? t(key) : c.label}
                    </List.Item>
                  );
                })}
              </List>
            </>
          )}
        </div>
      </ListRefresh>
    </div>
  );
}
