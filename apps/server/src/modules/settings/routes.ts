import { configSetting, customerInfo, type PublicSettings, type Settings } from '@demo/contract';
import { type Implementation, publicCall } from '../../http/implement';
import { ok } from '../../lib/result';
import { customerChannels, readSettings } from '../../settings/service';

/** HL9: the desk's large-trade threshold is staff business, not a customer's. */
function publicView(settings: Settings): PublicSettings {
  const { riskLargeTradeNotional: _staffOnly, ...visible } = settings;
  return visible;
}

export function settingsCalls(): Implementation[] {
  return [
    publicCall(configSetting, async (_payload, ctx) => ok(publicView(await readSettings(ctx.db)))),
    publicCall(customerInfo, async (_payload, ctx) => ok({ channels: customerChannels(await readSettings(ctx.db)) })),
  ];
}
