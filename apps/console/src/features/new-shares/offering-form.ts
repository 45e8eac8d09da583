import { parseIndiaTime } from '@demo/client';
import type { consoleNewSharesApi, PayloadIn } from '@demo/contract';

/**
 * The offering form's pure parts: the payload built from the form. Its times are `datetime-local`
 * values in India time (core's `parseIndiaTime`), as the whole console shows them.
 */

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
    subscribeStart: parseIndiaTime(v.subscribeStart),
    subscribeEnd: parseIndiaTime(v.subscribeEnd),
    allotDate: parseIndiaTime(v.allotDate),
    listingDate: parseIndiaTime(v.listingDate),
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
