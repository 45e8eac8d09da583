import type { ExchangeCode } from '@demo/core';
import { useTranslation } from 'react-i18next';
import { useConnectionState } from '../../lib/realtime';
import { type BadgeState, badgeStateOf, useExchangeOpen } from './market-open';

/**
 * A dot and a word: live, reconnecting or stale prices, or a closed market (the hint says what it
 * means). Given the `exchange` it sits beside, it never shows the green live dot while that
 * market is closed (SPEC K9).
 */
export function ConnectionBadge({ exchange }: { exchange?: ExchangeCode | undefined }) {
  const { t } = useTranslation();
  const connection = useConnectionState();
  const marketOpen = useExchangeOpen(exchange);
  const state = badgeStateOf(connection, exchange === undefined ? undefined : marketOpen);
  return (
    <ConnectionBadgeView
      state={state}
      label={t(`markets.connection.${state}`)}
      hint={t(`markets.connectionHint.${state}`)}
    />
  );
}

/** The badge's markup for a state; pure, so a test can render it without a socket. */
export function ConnectionBadgeView({ state, label, hint }: { state: BadgeState; label: string; hint: string }) {
  return (
    <span
      className={`connection-badge connection-badge--${state}`}
      data-testid="connection-state"
      data-state={state}
      title={hint}
      role="status"
    >
      <span className="connection-badge__dot" aria-hidden="true" />
      {label}
    </span>
  );
}
