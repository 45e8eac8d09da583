import { useTranslation } from 'react-i18next';
import { useConnectionState } from '../../lib/realtime';

/** A dot and a word: live, reconnecting or stale prices (the hint says what it means). */
export function ConnectionBadge() {
  const { t } = useTranslation();
  const state = useConnectionState();
  return (
    <span
      className={`connection-badge connection-badge--${state}`}
      data-testid="connection-state"
      data-state={state}
      title={t(`markets.connectionHint.${state}`)}
      role="status"
    >
      <span className="connection-badge__dot" aria-hidden="true" />
      {t(`markets.connection.${state}`)}
    </span>
  );
}
