import { useCallback, useState } from 'react';
import { useSession } from '../../lib/session-store';
import { readJson, writeJson } from '../../lib/storage';
import { type IndicatorSettings, parseSettings } from './indicator-settings';

const anything = (_: unknown): _ is unknown => true;

/**
 * The signed-in customer's chart indicators, kept in this device's storage under their access id (a
 * visitor's under "guest"): per customer and per device, not on the server.
 */
export function useIndicatorSettings(): [IndicatorSettings, (next: IndicatorSettings) => void] {
  const who = useSession((s) => s.accessId) ?? 'guest';
  const key = `chartIndicators:${who}` as const;
  const [state, setState] = useState(() => ({ key, settings: parseSettings(readJson(key, anything)) }));
  // Another customer signing in on this device reads their own entry.
  const current = state.key === key ? state.settings : parseSettings(readJson(key, anything));
  if (state.key !== key) setState({ key, settings: current });
  const save = useCallback(
    (next: IndicatorSettings) => {
      writeJson(key, next);
      setState({ key, settings: next });
    },
    [key],
  );
  return [current, save];
}
