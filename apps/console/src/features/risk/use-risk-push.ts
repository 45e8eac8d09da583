import { riskTopic, type StaffEvent } from '@demo/contract';
import { useEffect, useRef, useState } from 'react';
import { holdStaffTopic, onStaffEvent, onStaffSocketOpen } from '../../lib/staff-socket';

/**
 * Holds one of the desk's pushed figures (RK9) while the screen shows it and hands each pushed event
 * to `onEvent`; answers whether the staff socket is up, so the screen polls only while it is not.
 */
export function useRiskPush(
  kind: 'exposure' | 'pnl',
  accountType: 'real' | 'virtual',
  onEvent: (event: StaffEvent) => void,
): boolean {
  const [open, setOpen] = useState(false);
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    const stopEvents = onStaffEvent((event) => handler.current(event));
    const release = holdStaffTopic(riskTopic(kind, accountType));
    const stopOpen = onStaffSocketOpen(setOpen);
    return () => {
      stopOpen();
      release();
      stopEvents();
    };
  }, [kind, accountType]);
  return open;
}
