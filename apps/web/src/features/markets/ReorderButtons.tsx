import { useTranslation } from 'react-i18next';

interface ReorderButtonsProps {
  index: number;
  length: number;
  /** What is being moved, for screen readers ("Move BTCUSD up"). */
  label: string;
  onMove: (delta: -1 | 1) => void;
  /** Prefix of the buttons' test ids: `${testId}-up`, `${testId}-down`. */
  testId: string;
}

/** Up and down buttons: on a phone these are easier to hit than a drag handle. */
export function ReorderButtons({ index, length, label, onMove, testId }: ReorderButtonsProps) {
  const { t } = useTranslation();
  return (
    <span className="reorder-buttons">
      <button
        type="button"
        className="icon-button"
        disabled={index === 0}
        aria-label={`${t('watchlist.moveUp')}: ${label}`}
        onClick={() => onMove(-1)}
        data-testid={`${testId}-up`}
      >
        ▲
      </button>
      <button
        type="button"
        className="icon-button"
        disabled={index >= length - 1}
        aria-label={`${t('watchlist.moveDown')}: ${label}`}
        onClick={() => onMove(1)}
        data-testid={`${testId}-down`}
      >
        ▼
      </button>
    </span>
  );
}
