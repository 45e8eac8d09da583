import { configSetting, customerInfo } from '@demo/contract';
import { type Implementation, publicCall } from '../../http/implement';
import { ok } from '../../lib/result';
import { customerChannels, readSettings } from '../../settings/service';

export function settingsCalls(): Implementation[] {
  return [
    publicCall(configSetting, async (_payload, ctx) => ok(await readSettings(ctx.db))),
    publicCall(customerInfo, async (_payload, ctx) => ok({ channels: customerChannels(await readSettings(ctx.db)) })),
  ];
}
