import { useState } from 'react';
import { useUserDetail } from '../account/queries';
import { cleanOtp, isOtp } from './otp';

/**
 * The one-time code of a money-moving form (withdrawal, a new bank account or wallet): asked only
 * when the user has two-factor sign-in on. `payload` is what the call gets: `{otp}` or nothing.
 */
export function useSecondFactor() {
  const user = useUserDetail();
  const [value, setValue] = useState('');
  const required = user.data?.totpEnabled === true;
  return {
    required,
    value,
    setValue,
    /** Whether the form may be sent as far as the code goes. */
    valid: !required || isOtp(value),
    payload: (): { otp?: string } => (required ? { otp: cleanOtp(value) } : {}),
    clear: () => setValue(''),
  };
}
