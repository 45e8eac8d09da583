// A simulated trading world for the randomised ledger test: users, one product, positions, limit orders and withdrawals, driven only through the pure rules and applyPosting.
import {
  type AccountSet,
  type Posting,
  postClosePosition,
  postDemoReset,
  postDeposit,
  postLimitCancel,
  postLimitFill,
  postLimitHold,
  postOpenPosition,
  postOvernightFee,
  postSignupBonus,
  postWithdrawPaid,
  postWithdrawRejected,
  postWithdrawRequest,
} from '../../src/ledger/index';
import { type Minor, minor, notional, type Ticks, ticks } from '../../src/money';
import {
  coverAmounts,
  coverShortfallMinor,
  type Direction,
  fillPrice,
  forceCoverPlan,
  limitCrossed,
  markPosition,
  markPrice,
  type OrderCosts,
  type OrderRequest,
  orderCosts,
  overnightFee,
  type Position,
  quantityUnits,
  settleOrder,
  splitForCover,
  triggeredExit,
  validateOrder,
} from '../../src/trading/index';
import { ctx, TestLedger, testSettings } from './harness';
import type { Prng } from './prng';

export const USERS = [1, 2, 3];
export const SETS: readonly AccountSet[] = ['real', 'virtual'];
const PRODUCT = { decimals: 2, handCount: 10, lever: 10 };
const SPREAD_TICKS = 50n;
const DEMO_START_MINOR = minor(10_000_000n);

interface Held {
  readonly userId: number;
  readonly set: AccountSet;
  position: Position;
}
interface Pending {
  readonly userId: number;
  readonly set: AccountSet;
  readonly direction: Direction;
  readonly limitTicks: Ticks;
  readonly hands: number;
  readonly insurance: boolean;
  readonly heldMinor: Minor;
}

export class RandomWorld {
  readonly ledger = new TestLedger();
  readonly settings = testSettings();
  readonly held = new Map<number, Held>();
  readonly pending = new Map<number, Pending>();
  readonly withdrawals = new Map<number, { readonly userId: number; readonly amountMinor: Minor }>();
  bidTicks = ticks(250000n);
  step = 0;
  #nextId = 1;

  constructor(
    private readonly rnd: Prng,
    private readonly seed: number,
  ) {}

  /** The operations and their weights; each picks its own random arguments. */
  readonly operations: readonly (readonly [weight: number, name: string, run: () => void])[] = [
    [8, 'deposit', () => this.post(postDeposit(this.event(this.user(), 'charge'), this.amount()))],
    [3, 'bonus', () => this.post(postSignupBonus(this.event(this.user(), 'bonus'), this.amount()))],
    [14, 'open', () => this.open()],
    [8, 'limit', () => this.placeLimit()],
    [4, 'cancel', () => this.cancel()],
    [16, 'tick', () => this.tick()],
    [10, 'cover', () => this.cover()],
    [3, 'overnight', () => this.overnight()],
    [6, 'withdraw', () => this.withdraw()],
    [5, 'withdraw-decide', () => this.decideWithdrawal()],
    [1, 'demo-reset', () => this.resetDemo()],
  ];

  get askTicks(): Ticks {
    return ticks(this.bidTicks + SPREAD_TICKS);
  }

  available(userId: number, set: AccountSet): Minor {
    return this.ledger.user(userId, set).available;
  }

  positionsOf(userId: number, set: AccountSet): Held[] {
    return [...this.held.values()].filter((h) => h.userId === userId && h.set === set);
  }

  private id(): number {
    return this.#nextId++;
  }
  private user(): number {
    return this.rnd.pick(USERS) ?? 1;
  }
  private set(): AccountSet {
    return this.rnd.pick(SETS) ?? 'real';
  }
  private amount(): Minor {
    return minor(BigInt(this.rnd.int(1, 5_000_000)));
  }
  private event(userId: number, name: string) {
    return ctx(userId, `${name}:${this.id()}#${this.step}`, name);
  }
  private quote() {
    return { bidTicks: this.bidTicks, askTicks: this.askTicks };
  }

  /** Applies a posting that the model says must fit; a refusal is a failure of the run. */
  private post(posting: Posting): void {
    const result = this.ledger.tryPost(posting);
    if (!result.ok) throw new Error(`step ${this.step} SEED=${this.seed}: ${result.error}: ${result.detail}`);
  }

  private costsAt(priceTicks: Ticks, hands: number, lever: number | null, insurance: boolean): OrderCosts {
    const s = this.settings;
    return orderCosts({
      priceTicks,
      ...PRODUCT,
      hands,
      lever,
      defaultRate: s.tradeDefaultRate,
      buyFeeRate: s.tradeBuyFee,
      insuranceRate: s.tradeInsuranceRate,
      insurance,
    });
  }

  /**
   * A stop `pct` percent beyond the side the position would close on (a buy closes at the bid): a
   * stop set from the entry instead lies inside a wide spread now and then, and validateOrder rightly
   * refuses a market order whose stop would trigger at once (601).
   */
  private stopBeyondClose(direction: 'buy' | 'sell', pct: number) {
    if (direction === 'buy') return ticks((this.bidTicks * BigInt(100 - pct)) / 100n);
    const above = (this.askTicks * BigInt(100 + pct)) / 100n;
    return ticks(above > this.askTicks ? above : this.askTicks + 1n);
  }

  private open(): void {
    const [userId, set] = [this.user(), this.set()];
    const direction = this.rnd.pick(['buy', 'sell'] as const) ?? 'buy';
    const entry = fillPrice(direction, this.bidTicks, this.askTicks);
    const sign = direction === 'buy' ? 1 : -1;
    const away = (pct: number) => ticks((entry * BigInt(100 + pct)) / 100n);
    const request: OrderRequest = {
      direction,
      priceType: 'market',
      limitPriceTicks: null,
      hands: this.rnd.int(1, 5),
      lever: this.rnd.chance(0.5) ? null : this.rnd.int(1, 10),
      stopLossTicks: this.rnd.chance(0.6) ? this.stopBeyondClose(direction, this.rnd.int(1, 8)) : null,
      takeProfitTicks: this.rnd.chance(0.5) ? away(sign * this.rnd.int(1, 8)) : null,
      insurance: this.rnd.chance(0.3),
    };
    const state = { marketOpen: true, quote: this.quote(), product: PRODUCT, settings: this.settings };
    const checked = validateOrder(request, { ...state, availableMinor: this.available(userId, set) });
    const orderId = this.id();
    const eventId = this.event(userId, `order:${orderId}:open`);
    if (!checked.ok) {
      if (checked.code !== 407) throw new Error(`unexpected ${checked.code}: ${checked.message}`);
      // The funds check and L3 agree: an opening validateOrder refuses is one applyPosting refuses.
      const costs = this.costsAt(entry, request.hands, request.lever ?? PRODUCT.lever, request.insurance);
      const refused = this.ledger.tryPost(postOpenPosition(eventId, set, costs));
      if (refused.ok || refused.error !== 'insufficient_funds')
        throw new Error(`407 but the posting fits, SEED=${this.seed}`);
      return;
    }
    const { costs, entryPriceTicks } = checked.value;
    this.post(postOpenPosition(eventId, set, costs));
    this.hold(orderId, userId, set, { ...request, entryPriceTicks, costs });
  }

  private hold(
    id: number,
    userId: number,
    set: AccountSet,
    o: Pick<OrderRequest, 'direction' | 'hands' | 'stopLossTicks' | 'takeProfitTicks' | 'insurance'> & {
      entryPriceTicks: Ticks;
      costs: OrderCosts;
    },
  ): void {
    const { marginMinor, openingFeeMinor, insuranceCostMinor } = o.costs;
    this.held.set(id, {
      userId,
      set,
      position: {
        id,
        direction: o.direction,
        buildPriceTicks: o.entryPriceTicks,
        hands: o.hands,
        handCount: PRODUCT.handCount,
        decimals: PRODUCT.decimals,
        marginMinor,
        openingFeeMinor,
        insuranceCostMinor,
        stopLossTicks: o.stopLossTicks,
        takeProfitTicks: o.takeProfitTicks,
        insured: o.insurance,
      },
    });
  }

  private placeLimit(): void {
    const [userId, set] = [this.user(), this.set()];
    const direction = this.rnd.pick(['buy', 'sell'] as const) ?? 'buy';
    const limitTicks = ticks((this.bidTicks * BigInt(100 + this.rnd.int(-5, 5))) / 100n);
    const [hands, insurance] = [this.rnd.int(1, 4), this.rnd.chance(0.3)];
    const request: OrderRequest = {
      direction,
      priceType: 'limit',
      limitPriceTicks: limitTicks,
      hands,
      lever: null,
      stopLossTicks: null,
      takeProfitTicks: null,
      insurance,
    };
    const state = { marketOpen: true, quote: this.quote(), product: PRODUCT, settings: this.settings };
    const checked = validateOrder(request, { ...state, availableMinor: this.available(userId, set) });
    if (!checked.ok) return;
    const orderId = this.id();
    const heldMinor = checked.value.costs.totalMinor;
    this.post(postLimitHold(this.event(userId, `order:${orderId}:hold`), set, heldMinor));
    this.pending.set(orderId, { userId, set, direction, limitTicks, hands, insurance, heldMinor });
  }

  private cancel(): void {
    const orderId = this.rnd.pick([...this.pending.keys()]);
    const p = orderId === undefined ? undefined : this.pending.get(orderId);
    if (orderId === undefined || p === undefined) return;
    this.post(postLimitCancel(this.event(p.userId, `order:${orderId}:cancel`), p.set, p.heldMinor));
    this.pending.delete(orderId);
  }

  /** Moves the price (sometimes by a gap), then fills crossed limits, triggers exits and force-covers. */
  private tick(): void {
    // One tick in twenty is a gap of 10–40 % either way, deep enough to go through a lever-10 margin.
    const gapPct = this.rnd.int(10, 40) * (this.rnd.chance(0.5) ? 1 : -1);
    const movePct = this.rnd.chance(0.05) ? gapPct : this.rnd.int(-100, 100) / 100;
    this.bidTicks = ticks(BigInt(Math.max(1000, Math.round(Number(this.bidTicks) * (1 + movePct / 100)))));
    for (const [orderId, p] of [...this.pending]) {
      if (!limitCrossed(p.direction, p.limitTicks, this.bidTicks, this.askTicks)) continue;
      this.pending.delete(orderId);
      const entryPriceTicks = fillPrice(p.direction, this.bidTicks, this.askTicks);
      const costs = this.costsAt(entryPriceTicks, p.hands, PRODUCT.lever, p.insurance);
      const filled = this.ledger.tryPost(
        postLimitFill(this.event(p.userId, `order:${orderId}:fill`), p.set, p.heldMinor, costs),
      );
      if (filled.ok) {
        this.hold(orderId, p.userId, p.set, {
          ...p,
          stopLossTicks: null,
          takeProfitTicks: null,
          entryPriceTicks,
          costs,
        });
      } else {
        // O4: a fill costing more than hold + available is refused whole, and the order is cancelled.
        this.post(postLimitCancel(this.event(p.userId, `order:${orderId}:cancel`), p.set, p.heldMinor));
      }
    }
    for (const h of [...this.held.values()]) {
      const exit = triggeredExit(h.position, this.bidTicks, this.askTicks);
      if (exit !== null) this.settle(h, h.position.hands, exit.fillPriceTicks, exit.reason);
    }
    for (const userId of USERS) for (const set of SETS) this.forceCover(userId, set, false);
  }

  private closeTicks(p: Position): Ticks {
    return markPrice(p.direction, this.bidTicks, this.askTicks);
  }

  private settle(h: Held, hands: number, closeTicks: Ticks, why: string): void {
    const split = splitForCover(h.position, hands);
    if (!split.ok) throw new Error(split.message);
    const { closed, remaining } = split.value;
    const amounts = coverAmounts(closed, remaining?.hands ?? 0, closeTicks, this.settings.tradeSaleFee);
    const close = { ...amounts, availableMinor: this.available(h.userId, h.set) };
    this.post(postClosePosition(this.event(h.userId, `order:${h.position.id}:${why}`), h.set, close).posting);
    if (remaining === null) this.held.delete(h.position.id);
    else h.position = remaining;
  }

  /** Forced cover of one account: the plan chooses, the closes post most profitable first (M3). */
  private forceCover(userId: number, set: AccountSet, all: boolean): void {
    const marks = this.positionsOf(userId, set).map((h) =>
      markPosition(h.position, this.quote(), this.settings.tradeSaleFee),
    );
    const ids = all
      ? settleOrder(marks)
      : forceCoverPlan(this.available(userId, set), marks, this.settings).settleOrder;
    for (const id of ids) {
      const h = this.held.get(id);
      if (h !== undefined) this.settle(h, h.position.hands, this.closeTicks(h.position), 'force');
    }
  }

  private cover(): void {
    const h = this.rnd.pick([...this.held.values()]);
    if (h === undefined) return;
    const hands = this.rnd.chance(0.5) ? h.position.hands : this.rnd.int(1, h.position.hands);
    const split = splitForCover(h.position, hands);
    if (!split.ok) throw new Error(split.message);
    const rest = split.value.remaining?.hands ?? 0;
    const amounts = coverAmounts(split.value.closed, rest, this.closeTicks(h.position), this.settings.tradeSaleFee);
    const others = this.positionsOf(h.userId, h.set).length > 1;
    // M3: a cover the account cannot pay while other positions are open closes them all, gains first.
    if (others && coverShortfallMinor(this.available(h.userId, h.set), amounts) > 0n)
      this.forceCover(h.userId, h.set, true);
    else this.settle(h, hands, this.closeTicks(h.position), 'cover');
  }

  private overnight(): void {
    for (const h of [...this.held.values()]) {
      const p = h.position;
      const notionalMinor = notional(p.buildPriceTicks, p.decimals, quantityUnits(p.hands, p.handCount));
      const fee = overnightFee(notionalMinor, this.settings.tradeDelayRate);
      const event = this.event(h.userId, `roll:${p.id}`);
      this.post(postOvernightFee(event, h.set, fee, this.available(h.userId, h.set)).posting);
    }
  }

  private withdraw(): void {
    const userId = this.user();
    const available = this.available(userId, 'real');
    const tooMuch = this.rnd.chance(0.2);
    const amountMinor = minor(tooMuch ? available + 1n : BigInt(this.rnd.int(1, Math.max(1, Number(available)))));
    const withdrawId = this.id();
    const result = this.ledger.tryPost(postWithdrawRequest(this.event(userId, `withdraw:${withdrawId}`), amountMinor));
    if (result.ok !== amountMinor <= available)
      throw new Error(`withdraw of ${amountMinor} from ${available}: ${result.ok}`);
    if (result.ok) this.withdrawals.set(withdrawId, { userId, amountMinor });
  }

  private decideWithdrawal(): void {
    const withdrawId = this.rnd.pick([...this.withdrawals.keys()]);
    const w = withdrawId === undefined ? undefined : this.withdrawals.get(withdrawId);
    if (withdrawId === undefined || w === undefined) return;
    const event = this.event(w.userId, `withdraw:${withdrawId}:decide`);
    this.post(
      this.rnd.chance(0.5)
        ? postWithdrawPaid(event, w.amountMinor, 'UTR')
        : postWithdrawRejected(event, w.amountMinor, 'rejected'),
    );
    this.withdrawals.delete(withdrawId);
  }

  private resetDemo(): void {
    const userId = this.user();
    for (const h of this.positionsOf(userId, 'virtual')) this.held.delete(h.position.id);
    for (const [orderId, p] of [...this.pending])
      if (p.userId === userId && p.set === 'virtual') this.pending.delete(orderId);
    const v = this.ledger.user(userId, 'virtual');
    const current = { virtualAvailableMinor: v.available, virtualLockedMinor: v.locked, virtualMarginMinor: v.margin };
    this.post(postDemoReset(this.event(userId, `user:${userId}:reset`), current, DEMO_START_MINOR));
  }
}
