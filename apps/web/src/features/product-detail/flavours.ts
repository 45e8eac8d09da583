import { DEFAULT_MARKET_CODE, type KlinePeriod } from '@demo/contract';

/**
 * The detail routes of the specification share one page; a flavour is what differs between them.
 * Today that is the period the chart opens on: the Indian live page opens on today's line.
 */
export const DETAIL_FLAVOURS = {
  preview: { initialPeriod: '15min' },
  previewUs: { initialPeriod: '15min' },
  previewGlobal: { initialPeriod: '15min' },
  us: { initialPeriod: '15min' },
  korea: { initialPeriod: '15min' },
  india: { initialPeriod: '15min' },
  bse: { initialPeriod: '15min' },
  indiaLive: { initialPeriod: 'session' },
} as const satisfies Record<string, { initialPeriod: KlinePeriod }>;

export type DetailFlavour = keyof typeof DETAIL_FLAVOURS;

/** The product a detail page shows: `?code=` when it is given, else the default product. */
export function codeFromSearch(search: string): string {
  const code = new URLSearchParams(search).get('code')?.trim();
  return code || DEFAULT_MARKET_CODE;
}
