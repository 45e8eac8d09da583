import { drawingList, drawingRemove, drawingSave } from '@demo/contract';
import { type Implementation, userCall } from '../../http/implement';
import * as drawings from './service';

export function drawingCalls(d: drawings.DrawingDeps): Implementation[] {
  return [
    userCall(drawingList, (p, ctx) => drawings.drawingList(d, ctx.user.userId, p.code)),
    userCall(drawingSave, (p, ctx) => drawings.drawingSave(d, ctx.user.userId, p)),
    userCall(drawingRemove, (p, ctx) => drawings.drawingRemove(d, ctx.user.userId, p.id)),
  ];
}
