import type { consoleNewSharesApi, PayloadIn } from '@demo/contract';

/**
 * The offering form's pure parts: India-time instants for `datetime-local` inputs (staff read and
 * type times in India time, as the whole console shows them) and the payload built from the form.
 */

const INDIA_OFFSET_MS = 5.5 * 3_600_000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "2026-11-24T10:30" read as India time, in epoch ms; null when it is not such a value. */
export function indiaLocalToMs(text: string): number | null {
  const m = LOCAL.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi) - INDIA_OFFSET_MS;
  return Number.isFinite(ms) ? ms : null;
}

/** Epoch ms as a `datetime-local` value in India time. */
export function msToIndiaLocal(ms: number): string {
  return new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

export interface OfferingFormValues {
  type: 'ipo' | 'placement' | 'dazong' | 'limit';
  underlyingCode: string;
  name: string;
  sectors: string;
  securitiesCompany: string;
  price: string;
  lotSize: number;
  minLots: number;
  maxLots: number;
  fee: string;
  totalShare: number;
  simulatedApplicants: number;
  simulatedMaxLots: number;
  subscribeStart: string;
  subscribeEnd: string;
  allotDate: string;
  listingDate: string;
  password?: string;
  reason: string;
}

type CreatePayload = PayloadIn<typeof consoleNewSharesApi.newShareCreate>;

/** The create payload of a filled form; an unreadable instant is the field that is wrong. */
export function createPayload(
  v: OfferingFormValues,
): { ok: true; payload: CreatePayload } | { ok: false; field: string } {
  const instants: Record<string, number | null> = {
    subscribeStart: indiaLocalToMs(v.subscribeStart),
    subscribeEnd: indiaLocalToMs(v.subscribeEnd),
    allotDate: indiaLocalToMs(v.allotDate),
    listingDate: indiaLocalToMs(v.listingDate),
  };
  for (const [field, value] of Object.entries(instants)) if (value === null) return { ok: false, field };
  return {
    ok: true,
    payload: {
      type: v.type,
      underlyingCode: v.underlyingCode.trim().toUpperCase(),
      name: v.name.trim(),
      sectors: v.sectors.trim(),
      securitiesCompany: v.securitiesCompany.trim(),
      price: v.price.trim(),
      lotSize: v.lotSize,
      minLots: v.minLots,
      maxLots: v.maxLots,
      fee: v.fee.trim() || '0',
      totalShare: v.totalShare,
      simulatedApplicants: v.simulatedApplicants,
      simulatedMaxLots: v.simulatedMaxLots,
      subscribeStart: instants.subscribeStart as number,
      subscribeEnd: instants.subscribeEnd as number,
      allotDate: instants.allotDate as number,
      listingDate: instants.listingDate as number,
      ...(v.password ? { password: v.password } : {}),
      reason: v.reason.trim(),
    },
  };
}
