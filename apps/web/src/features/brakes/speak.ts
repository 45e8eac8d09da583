import { formatIndiaTime } from '@demo/client';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMarketName } from '../markets/market-name';
import type { Speak } from './describe';

/** A moment in India time, named as the reader's language names it ("IST", "(भारतीय समय)"). */
export const indiaTime = (t: TFunction, ms: number) =>
  t('brakes.indiaTime', { time: formatIndiaTime(ms, 'YYYY-MM-DD HH:mm') });

/** The words of the log and the status: i18n, market names, India time. */
export function useSpeak(): Speak {
  const { t } = useTranslation();
  const market = useMarketName();
  // The log names its keys at run time; describe.test.ts proves each exists in both languages.
  return { t: (key, values) => String(t(key as never, values as never)), market, time: (ms) => indiaTime(t, ms) };
}
