import type { RecordPart } from '@demo/core';
import type { TFunction } from 'i18next';
import { balanceTypeKey } from './balance-type-key';

/** What the wallet needs of a balance record to say what it is. */
export interface NamedRecord {
  type: number;
  part: RecordPart | null;
  subject: string | null;
  code: string | null;
}

/**
 * A record's title (docs/SPEC.md LR1): its type, and the part of its event when it has one, so a
 * close's three records read "Close position · margin returned", "· profit/loss" and "· fee".
 * An unknown type shows as its number.
 */
export function recordTitle(t: TFunction, record: Pick<NamedRecord, 'type' | 'part'>): string {
  const key = balanceTypeKey(record.type);
  const type = key ? t(key as 'balanceType.trade') : String(record.type);
  return record.part === null ? type : `${type} · ${t(`recordPart.${record.part}`)}`;
}

/**
 * What a record is about (LR2), as the server named it in the reader's language: the order number and
 * instrument (with its code), the offering, a correction's reason; null when it names nothing.
 */
export function recordSubject(record: Pick<NamedRecord, 'subject' | 'code'>): string | null {
  if (record.subject === null) return null;
  return record.code === null ? record.subject : `${record.subject} · ${record.code}`;
}
