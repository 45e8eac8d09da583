import type { ExchangeCode } from './markets';

/**
 * Market holidays. The server keeps them in a calendar table that staff edit in the console; the
 * table is authoritative and is passed into every calendar function. `DEFAULT_HOLIDAYS` only seeds
 * that table on first start, with the holidays of 2026 and 2027 we are sure of: fixed-date public
 * holidays, Easter-based ones and the lunar festivals whose dates are settled. Moving Indian
 * festivals (Holi, Diwali, Eid, …) are announced by the exchanges each December; staff add them.
 * BSE keeps the NSE list; CME closes on the main US holidays.
 */

/** One closed trading day of one exchange, by the local date of that trading day. */
export interface CalendarHoliday {
  readonly exchange: ExchangeCode;
  /** `YYYY-MM-DD`, the exchange's local date. */
  readonly date: string;
  readonly name: string;
}

type Row = readonly [date: string, name: string];

function rows(exchange: ExchangeCode, list: readonly Row[]): CalendarHoliday[] {
  return list.map(([date, name]) => ({ exchange, date, name }));
}

const NYSE: readonly Row[] = [
  ['2026-01-01', "New Year's Day"],
  ['2026-01-19', 'Martin Luther King Jr. Day'],
  ['2026-02-16', "Washington's Birthday"],
  ['2026-04-03', 'Good Friday'],
  ['2026-05-25', 'Memorial Day'],
  ['2026-06-19', 'Juneteenth'],
  ['2026-07-03', 'Independence Day (observed)'],
  ['2026-09-07', 'Labor Day'],
  ['2026-11-26', 'Thanksgiving Day'],
  ['2026-12-25', 'Christmas Day'],
  ['2027-01-01', "New Year's Day"],
  ['2027-01-18', 'Martin Luther King Jr. Day'],
  ['2027-02-15', "Washington's Birthday"],
  ['2027-03-26', 'Good Friday'],
  ['2027-05-31', 'Memorial Day'],
  ['2027-06-18', 'Juneteenth (observed)'],
  ['2027-07-05', 'Independence Day (observed)'],
  ['2027-09-06', 'Labor Day'],
  ['2027-11-25', 'Thanksgiving Day'],
  ['2027-12-24', 'Christmas Day (observed)'],
];

const NSE: readonly Row[] = [
  ['2026-01-26', 'Republic Day'],
  ['2026-04-03', 'Good Friday'],
  ['2026-04-14', 'Dr. Baba Saheb Ambedkar Jayanti'],
  ['2026-05-01', 'Maharashtra Day'],
  ['2026-10-02', 'Mahatma Gandhi Jayanti'],
  ['2026-12-25', 'Christmas'],
  ['2027-01-26', 'Republic Day'],
  ['2027-03-26', 'Good Friday'],
  ['2027-04-14', 'Dr. Baba Saheb Ambedkar Jayanti'],
];

const HKEX: readonly Row[] = [
  ['2026-01-01', 'The first day of January'],
  ['2026-02-17', 'Lunar New Year'],
  ['2026-02-18', 'The second day of Lunar New Year'],
  ['2026-02-19', 'The third day of Lunar New Year'],
  ['2026-04-03', 'Good Friday'],
  ['2026-04-06', 'Easter Monday'],
  ['2026-05-01', 'Labour Day'],
  ['2026-07-01', 'HKSAR Establishment Day'],
  ['2026-10-01', 'National Day'],
  ['2026-12-25', 'Christmas Day'],
  ['2027-01-01', 'The first day of January'],
  ['2027-03-26', 'Good Friday'],
  ['2027-03-29', 'Easter Monday'],
  ['2027-07-01', 'HKSAR Establishment Day'],
  ['2027-10-01', 'National Day'],
];

const KRX: readonly Row[] = [
  ['2026-01-01', "New Year's Day"],
  ['2026-02-16', 'Seollal'],
  ['2026-02-17', 'Seollal'],
  ['2026-02-18', 'Seollal'],
  ['2026-05-01', 'Labour Day'],
  ['2026-05-05', "Children's Day"],
  ['2026-09-24', 'Chuseok'],
  ['2026-09-25', 'Chuseok'],
  ['2026-10-09', 'Hangul Day'],
  ['2026-12-25', 'Christmas Day'],
  ['2026-12-31', 'Year-end closing'],
  ['2027-01-01', "New Year's Day"],
  ['2027-03-01', 'Independence Movement Day'],
  ['2027-05-05', "Children's Day"],
  ['2027-09-14', 'Chuseok'],
  ['2027-09-15', 'Chuseok'],
  ['2027-09-16', 'Chuseok'],
  ['2027-12-31', 'Year-end closing'],
];

const TSE: readonly Row[] = [
  ['2026-01-01', "New Year's Day"],
  ['2026-01-02', 'Market holiday'],
  ['2026-01-12', 'Coming of Age Day'],
  ['2026-02-11', 'National Foundation Day'],
  ['2026-02-23', "Emperor's Birthday"],
  ['2026-03-20', 'Vernal Equinox Day'],
  ['2026-04-29', 'Showa Day'],
  ['2026-05-04', 'Greenery Day'],
  ['2026-05-05', "Children's Day"],
  ['2026-05-06', 'Constitution Memorial Day (substitute)'],
  ['2026-07-20', 'Marine Day'],
  ['2026-08-11', 'Mountain Day'],
  ['2026-09-21', 'Respect for the Aged Day'],
  ['2026-09-22', "Citizens' Holiday"],
  ['2026-09-23', 'Autumnal Equinox Day'],
  ['2026-10-12', 'Sports Day'],
  ['2026-11-03', 'Culture Day'],
  ['2026-11-23', 'Labour Thanksgiving Day'],
  ['2026-12-31', 'Market holiday'],
  ['2027-01-01', "New Year's Day"],
  ['2027-01-11', 'Coming of Age Day'],
  ['2027-02-11', 'National Foundation Day'],
  ['2027-02-23', "Emperor's Birthday"],
  ['2027-03-22', 'Vernal Equinox Day (substitute)'],
  ['2027-04-29', 'Showa Day'],
  ['2027-05-03', 'Constitution Memorial Day'],
  ['2027-05-04', 'Greenery Day'],
  ['2027-05-05', "Children's Day"],
  ['2027-07-19', 'Marine Day'],
  ['2027-08-11', 'Mountain Day'],
  ['2027-09-20', 'Respect for the Aged Day'],
  ['2027-09-23', 'Autumnal Equinox Day'],
  ['2027-10-11', 'Sports Day'],
  ['2027-11-03', 'Culture Day'],
  ['2027-11-23', 'Labour Thanksgiving Day'],
  ['2027-12-31', 'Market holiday'],
];

const TWSE: readonly Row[] = [
  ['2026-01-01', 'Founding Day of the Republic of China'],
  ['2026-02-16', 'Lunar New Year'],
  ['2026-02-17', 'Lunar New Year'],
  ['2026-02-18', 'Lunar New Year'],
  ['2026-02-19', 'Lunar New Year'],
  ['2026-06-19', 'Dragon Boat Festival'],
  ['2026-09-25', 'Mid-Autumn Festival'],
  ['2026-10-09', 'National Day (observed)'],
  ['2027-01-01', 'Founding Day of the Republic of China'],
  ['2027-06-09', 'Dragon Boat Festival'],
  ['2027-09-15', 'Mid-Autumn Festival'],
  ['2027-10-11', 'National Day (observed)'],
];

const CME: readonly Row[] = [
  ['2026-01-01', "New Year's Day"],
  ['2026-04-03', 'Good Friday'],
  ['2026-12-25', 'Christmas Day'],
  ['2027-01-01', "New Year's Day"],
  ['2027-03-26', 'Good Friday'],
  ['2027-12-24', 'Christmas Day (observed)'],
];

/** The seed list for 2026 and 2027 (see the note at the top of this file). */
export const DEFAULT_HOLIDAYS: readonly CalendarHoliday[] = [
  ...rows('NSE', NSE),
  ...rows('BSE', NSE),
  ...rows('NYSE', NYSE),
  ...rows('HKEX', HKEX),
  ...rows('KRX', KRX),
  ...rows('TSE', TSE),
  ...rows('TWSE', TWSE),
  ...rows('CME', CME),
];
