/**
 * Trading rules as pure functions (PRODUCT.md, "Trading rules" and "Orders"): costs, P&L, fill and
 * exit prices, order checks, partial covers, margin level and forced cover, the order lifecycle and
 * the daily roll. Money is integer minor units, prices integer ticks; nothing reads a clock.
 *
 * Invariants:
 * - O1: an order moves only CREATED → BUILD | CANCEL and BUILD → COVER; COVER and CANCEL are final;
 *   a COVER records why it closed.
 * - O2: opening takes exactly margin + opening fee + insurance, each rounded half-up once.
 * - O3: a partial cover keeps the parent's hands and money consistent: closed + remaining = parent
 *   for hands, margin, opening fee and insurance, and covering in pieces at one price settles the same
 *   P&L and closing fee as covering at once.
 * - O4: a limit order's hold comes back exactly on cancel, and on fill pays the costs with the rest
 *   refunded.
 * - O5: a buy opens at the ask and closes at the bid, a sell the reverse; an insured stop fills
 *   exactly at its stop price, an ordinary stop and a take profit at the crossing tick's price.
 * - O6: order checks run in the order 600, 601, 602, 407 and report the first failure.
 * - O7: P&L is antisymmetric: a buy and a sell of the same prices and size have opposite P&L exactly.
 * - O8: each held position pays one overnight fee (notional × tradeDelayRate) per 00:00 India time.
 * - O10: a pending limit order past its `validUntil` (good till a time, or for the day) is cancelled as
 *   `expired` with exactly its hold returned, once.
 * - O11: a trailing stop is the best closing price since it was set − distance (buy) or + distance
 *   (sell), and never loosens.
 * - O12: an edit of an order's levels is checked as at creation; a re-priced hold moves through the
 *   ledger; stop loss and take profit are one-cancels-the-other.
 * - AMO1: on a shut market a limit order is born QUEUED and a market order refused (`placementState`).
 * - AMO2: a QUEUED order is pending: cancelled or expired like CREATED, never filled while queued.
 * - AMO3: a QUEUED order is released to CREATED at its market's open, and only a QUEUED one.
 * - M1: margin level = equity ÷ used margin, compared as exact integers, never floats.
 * - M2: forced cover closes largest loss first and stops once the level is above tradeForceCoverRate.
 * - M3: a loss beyond margin + available is paid by loss_absorption; the user ends at exactly zero.
 * - M4: a warning is raised at or below tradeForceCoverWarning.
 * - MK1: one set of quotes marks every held position's closing price, P&L and the total (`markPositions`).
 * - MK2: a close estimate is what the cover realises at that quote (`closeEstimate`, `closeAmounts`).
 * - LV3: a stop loss lies at or inside its position's forced-cover price (`checkStopInsideForceCover`).
 *
 * @packageDocumentation
 */
export * from './account-fx';
export * from './costs';
export * from './daily-roll';
export * from './decide-create';
export * from './decide-fill';
export * from './lifecycle';
export * from './margin';
export * from './marks';
export * from './position';
export * from './prices';
export * from './receipt';
export * from './settings';
export * from './split';
export * from './stop-vs-force-cover';
export * from './trigger-audit';
export * from './validate-edit';
export * from './validate-order';
export * from './validity';
