import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NEW_SHARE_PATHS } from './paths';
import './new-shares.css';

/** The home page's way in: the Korean and Indian offerings and the customer's own orders. */
export function NewSharesEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = [
    { path: NEW_SHARE_PATHS.koreaList, label: t('newShares.koreaTitle'), testId: 'home-new-shares-korea' },
    { path: NEW_SHARE_PATHS.indiaList, label: t('newShares.indiaTitle'), testId: 'home-new-shares-india' },
    { path: NEW_SHARE_PATHS.mine, label: t('newShares.mineLink'), testId: 'home-new-shares-mine' },
  ];
  return (
    <section className="card" aria-labelledby="new-shares-title" data-testid="home-new-shares">
      <h2 id="new-shares-title" className="card-title">
        {t('newShares.entry')}
      </h2>
      <div className="ns-entry">
        {items.map((item) => (
          <button
            key={item.path}
            type="button"
            className="ns-entry__item"
            onClick={() => navigate(item.path)}
            data-testid={item.testId}
          >
            {item.label}
          </button>
        ))}
      </div>
    </section>
  );
}
