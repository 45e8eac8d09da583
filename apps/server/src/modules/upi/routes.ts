import { createHmac } from 'node:crypto';
import { chargeUpiCreate, chargeUpiList, chargeUpiStatus, consoleUpiApi } from '@demo/contract';
import { formatMoney, minor, UPI_ID_PATTERN } from '@demo/core';
import type { FastifyInstance } from 'fastify';
import { type CallLimit, type Implementation, staffCall, userCall } from '../../http/implement';
import type { PaymentGateway } from './gateway';
import {
  createUpiCharge,
  lastSettlementRuns,
  listUpiCharges,
  receiveWebhook,
  recheckSettlement,
  resolveSettlement,
  type UpiDeps,
  upiChargeStatus,
} from './service';
import { SimGateway } from './sim-gateway';

const MINUTE_MS = 60_000;
const UPI_CREATE_LIMITS: readonly CallLimit[] = [{ name: 'upi-create-ip', max: 20, windowMs: MINUTE_MS, per: 'ip' }];
/** A webhook body is a few hundred bytes; anything near this is not one. */
const WEBHOOK_BODY_MAX_BYTES = 64 * 1024;

/** The customer's UPI calls and the console's settlement check (CONTRACT.md Wave 3, "UPI"). */
export function upiCalls(deps: UpiDeps): Implementation[] {
  return [
    userCall(
      chargeUpiCreate,
      (p, ctx) => createUpiCharge(deps, ctx.user.userId, { amount: p.amount, requestId: p.requestId }, Date.now()),
      UPI_CREATE_LIMITS,
    ),
    userCall(chargeUpiStatus, (p, ctx) => upiChargeStatus(deps, ctx.user.userId, p.id)),
    userCall(chargeUpiList, (p, ctx) => listUpiCharges(deps, ctx.user.userId, p)),
    staffCall(consoleUpiApi.upiSettlementLast, () => lastSettlementRuns(deps.db)),
    staffCall(consoleUpiApi.upiSettlementRecheck, (p, ctx) => recheckSettlement(deps, ctx.staff, p, ctx.ip)),
    staffCall(consoleUpiApi.upiSettlementResolve, (p, ctx) => resolveSettlement(deps, ctx.staff, p, ctx.ip)),
  ];
}

/**
 * The gateways of the UPI channel: the simulated one always (the embedded default, and the one a
 * test or a demo pays through); new orders go to `sim` unless a real gateway is configured
 * (docs/OPERATIONS.md, "UPI gateway"). Its webhook secret is derived from the data key unless given.
 */
export function createUpiChannel(
  deps: Pick<UpiDeps, 'db' | 'bus' | 'log'>,
  options: { dataKey: Buffer; simSecret?: string | undefined },
): UpiDeps & { sim: SimGateway } {
  const secret = options.simSecret ?? createHmac('sha256', options.dataKey).update('upi-sim-webhook').digest('hex');
  const sim = new SimGateway(deps.db, secret);
  const gateways = new Map<string, PaymentGateway>([[sim.name, sim]]);
  return { ...deps, gateways, gateway: sim, sim };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;max-width:420px;margin:0 auto;padding:24px;color:#1a1a1a;background:#f5f6f8}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:18px;margin:0 0 4px}.amount{font-size:32px;font-weight:700;margin:16px 0}
.muted{color:#666;font-size:13px}label{display:block;margin:16px 0 6px;font-size:14px}
input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #ccc;border-radius:8px}
.row{display:flex;gap:12px;margin-top:20px}button{flex:1;padding:12px;font-size:16px;border-radius:8px;border:0;cursor:pointer}
.approve{background:#0a7d32;color:#fff}.decline{background:#e5e7eb;color:#111}
</style></head><body><div class="card">${body}</div><p class="muted">Simulated payment gateway (test mode). No real money moves.</p></body></html>`;
}

/**
 * The HTTP routes outside the envelope: each gateway's webhook (`POST /api/gateway/<name>/webhook`,
 * read as raw bytes so the signature is checked over exactly what was signed, UP1) and the simulated
 * gateway's checkout page, which a customer or a test opens to approve or decline as in a UPI app.
 */
export async function registerUpiGateway(app: FastifyInstance, upi: UpiDeps & { sim: SimGateway }): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { gateway: string } }>('/api/gateway/:gateway/webhook', async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await receiveWebhook(upi, request.params.gateway, raw, request.headers, Date.now());
      return reply.code(result.status).send(result.body);
    });
    scope.get<{ Params: { orderId: string } }>('/api/gateway/sim/checkout/:orderId', async (request, reply) => {
      const order = await upi.sim.order(request.params.orderId);
      reply.type('text/html; charset=utf-8');
      if (!order) return reply.code(404).send(page('Unknown order', '<h1>This payment link is not valid.</h1>'));
      const amount = `₹${formatMoney(minor(order.amountMinor))}`;
      const head = `<h1>Pay Demo Broker</h1><div class="muted">Order ${escapeHtml(order.orderId)}</div><div class="amount" data-testid="sim-amount">${amount}</div>`;
      if (order.status !== 'created') {
        const said = order.status === 'paid' ? 'Payment approved. You can return to the app.' : 'Payment declined.';
        return reply.send(page('Payment', `${head}<p data-testid="sim-result">${said}</p>`));
      }
      const form = `<form method="post"><label for="vpa">Your UPI ID</label><input id="vpa" name="vpa" value="customer@okaxis" autocomplete="off">
<div class="row"><button class="decline" name="answer" value="decline">Decline</button><button class="approve" name="answer" value="approve">Approve</button></div></form>`;
      return reply.send(page('Approve payment', head + form));
    });
    scope.post<{ Params: { orderId: string } }>('/api/gateway/sim/checkout/:orderId', async (request, reply) => {
      const fields = new URLSearchParams(Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '');
      const vpa = (fields.get('vpa') ?? '').trim();
      const approve = fields.get('answer') === 'approve';
      if (approve && !UPI_ID_PATTERN.test(vpa)) {
        reply.type('text/html; charset=utf-8');
        return reply.code(400).send(page('Approve payment', '<h1>Enter a UPI ID like name@bank.</h1>'));
      }
      await upi.sim.answer(request.params.orderId, approve ? { approve: true, payerVpa: vpa } : { approve: false });
      return reply.redirect(`/api/gateway/sim/checkout/${encodeURIComponent(request.params.orderId)}`, 303);
    });
  });
  upi.sim.deliverTo(async (rawBody, headers) => {
    const response = await app.inject({ method: 'POST', url: '/api/gateway/sim/webhook', payload: rawBody, headers });
    return response.statusCode;
  });
}
