import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '../../lib/route-guard';
import { useSession } from '../../lib/session-store';
import { useToggleCollect } from './mutations';
import { useCollected } from './queries';

/** The watchlist star in the page's top bar; an anonymous visitor is sent to login and back. */
export function WatchStar({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const token = useSession((s) => s.token);
  const collected = useCollected(productId);
  const toggle = useToggleCollect(productId);
  const on = collected.data?.collected ?? false;

  const onClick = () => {
    if (!token) {
      navigate(loginPathFor(location.pathname + location.search));
      return;
    }
    if (toggle.isPending || collected.isPending) return;
    toggle.mutate(!on);
  };

  return (
    <button
      type="button"
      className={on ? 'watch-star watch-star--on' : 'watch-star'}
      aria-pressed={on}
      aria-label={on ? t('detail.removeWatchlist') : t('detail.addWatchlist')}
      title={t('detail.watchlist')}
      data-testid="watch-star"
      data-collected={on ? 'true' : 'false'}
      disabled={toggle.isPending}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
