import NoticeBar from 'antd-mobile/es/components/notice-bar';
import Tabs from 'antd-mobile/es/components/tabs';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../app/paths';
import { NoticeIcon } from '../../components/icons';
import { ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { AccountSummaryCard } from '../../features/account/AccountSummaryCard';
import { useCategories, useNotices, useSettings } from '../../features/content/queries';
import { usePrefs } from '../../lib/prefs-store';

const MARQUEE_NOTICES = 5;

/** Home (the Markets tab): notices, the market categories, and the account summary. */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useSettings();
  const categories = useCategories();
  const notices = useNotices(MARQUEE_NOTICES);
  const category = usePrefs((s) => s.productCategory);
  const setCategory = usePrefs((s) => s.setProductCategory);

  const titles = notices.data?.pages[0]?.list.map((n) => n.title) ?? [];
  const list = categories.data ?? [];
  const active = list.some((c) => c.code === category) ? category : (list[0]?.code ?? null);

  return (
    <div data-testid="home-page">
      {titles.length > 0 && (
        <NoticeBar
          data-testid="notice-marquee"
          icon={<NoticeIcon />}
          content={titles.join('   ·   ')}
          color="info"
          onClick={() => navigate(PATHS.notice)}
          extra={
            <button
              type="button"
              className="link-button"
              onClick={(e) => {
                // The bar itself opens the notices too; one navigation is enough.
                e.stopPropagation();
                navigate(PATHS.notice);
              }}
            >
              {t('common.more')}
            </button>
          }
        />
      )}
      <section className="card home-markets" aria-labelledby="markets-title">
        <div className="home-markets__head">
          <h2 id="markets-title" className="card-title" style={{ margin: 0 }}>
            {t('home.categories')}
          </h2>
          {settings.data?.simulated && (
            <span title={t('home.simulatedHint')}>
              <Tag color="warning" fill="outline" data-testid="simulated-label">
                {t('home.simulated')}
              </Tag>
            </span>
          )}
        </div>
        {categories.isError ? (
          <ErrorRetry onRetry={() => void categories.refetch()} />
        ) : categories.isPending ? (
          <LoadingSkeleton lines={1} />
        ) : list.length === 0 ? (
          <p className="muted">{t('home.noCategories')}</p>
        ) : (
          <Tabs
            data-testid="category-tabs"
            activeKey={active}
            onChange={setCategory}
            activeLineMode="fixed"
            style={{ '--fixed-active-line-width': '20px' }}
          >
            {list.map((c) => (
              <Tabs.Tab key={c.code} title={c.name} />
            ))}
          </Tabs>
        )}
      </section>
      <div style={{ padding: '0 12px' }}>
        <AccountSummaryCard />
      </div>
    </div>
  );
}
