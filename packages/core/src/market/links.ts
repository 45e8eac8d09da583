import type { Instrument } from './instrument';

/**
 * How an instrument's price depends on others, so that one company, one currency and one index
 * never show two stories at the same instant (docs/SPEC.md K5–K7). A link names its sources by code
 * and is resolved against the instruments actually priced (the catalogue, or the server's products
 * table), so a console edit of a source's reference price or volatility moves its dependants too.
 */
export type InstrumentLink =
  /**
   * Another listing of the same company (the BSE line of an NSE share): it walks the source's path
   * exactly, same seed stream, reference price and volatility; only spread and volume are its own (K5).
   */
  | { readonly kind: 'listing'; readonly source: string }
  /**
   * A benchmark at a steady ratio to another (Brent over WTI): the source's seed stream and volatility
   * from its own reference price, so the ratio of the two reference prices always holds (SW5).
   */
  | { readonly kind: 'follows'; readonly source: string }
  /** A cross rate, the product of its legs' prices raised to ±1 at one instant, on one calendar (K6). */
  | { readonly kind: 'cross'; readonly legs: readonly (readonly [code: string, power: 1 | -1])[] }
  /** An index opening and closing each day at its members' weighted opens and closes (K7). */
  | { readonly kind: 'basket'; readonly members: readonly (readonly [code: string, share: number])[] };

/** A link with its sources resolved to instruments. */
export type ResolvedLink =
  | { readonly kind: 'listing'; readonly source: Instrument }
  | { readonly kind: 'follows'; readonly source: Instrument }
  | { readonly kind: 'cross'; readonly legs: readonly { readonly instrument: Instrument; readonly power: 1 | -1 }[] }
  | {
      readonly kind: 'basket';
      readonly members: readonly { readonly instrument: Instrument; readonly share: number }[];
    };

/**
 * Attaches each instrument's link, resolved against `instruments` themselves. A link whose sources
 * are not all present (a product removed from the table), that points at a linked instrument, or
 * whose sources disagree with it (another calendar, other decimals) is dropped: the instrument then
 * walks a path of its own, as it would without the link. Basket shares are normalised to sum to 1
 * over the members present.
 */
export function linkInstruments(
  instruments: readonly Instrument[],
  links: Readonly<Record<string, InstrumentLink>>,
): Instrument[] {
  const plain = new Map(instruments.map((i) => [i.code, stripLink(i)]));
  const resolveSource = (code: string): Instrument | undefined => {
    const source = plain.get(code);
    return source && !Object.hasOwn(links, code) ? source : undefined;
  };
  const linkedSource = (code: string): Instrument | undefined => {
    // A basket may hold BSE listings, which are themselves linked: resolve them one level.
    const source = plain.get(code);
    if (!source) return undefined;
    const link = Object.hasOwn(links, code) ? links[code] : undefined;
    if (link?.kind !== 'listing') return link ? undefined : source;
    const origin = resolveSource(link.source);
    return origin && origin.decimals === source.decimals
      ? { ...source, link: { kind: 'listing', source: origin } }
      : source;
  };
  return instruments.map((instrument) => {
    const base = plain.get(instrument.code) ?? instrument;
    const link = Object.hasOwn(links, instrument.code) ? links[instrument.code] : undefined;
    const resolved = link && resolveLink(base, link, resolveSource, linkedSource);
    return resolved ? { ...base, link: resolved } : base;
  });
}

function stripLink(instrument: Instrument): Instrument {
  if (instrument.link === undefined) return instrument;
  const { link: _link, ...rest } = instrument;
  return rest;
}

function resolveLink(
  instrument: Instrument,
  link: InstrumentLink,
  resolveSource: (code: string) => Instrument | undefined,
  linkedSource: (code: string) => Instrument | undefined,
): ResolvedLink | undefined {
  if (link.kind === 'listing' || link.kind === 'follows') {
    const source = resolveSource(link.source);
    if (!source || source.decimals !== instrument.decimals) return undefined;
    if (link.kind === 'follows' && source.exchange !== instrument.exchange) return undefined;
    return { kind: link.kind, source };
  }
  if (link.kind === 'cross') {
    const legs = [];
    for (const [code, power] of link.legs) {
      const leg = resolveSource(code);
      if (!leg || leg.exchange !== instrument.exchange) return undefined;
      legs.push({ instrument: leg, power });
    }
    return legs.length > 0 ? { kind: 'cross', legs } : undefined;
  }
  const members = [];
  let total = 0;
  for (const [code, share] of link.members) {
    const member = linkedSource(code);
    if (!member || member.exchange !== instrument.exchange || !(share > 0)) continue;
    members.push({ instrument: member, share });
    total += share;
  }
  if (members.length === 0) return undefined;
  return { kind: 'basket', members: members.map((m) => ({ instrument: m.instrument, share: m.share / total })) };
}
