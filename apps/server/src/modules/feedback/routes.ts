import { consoleContentApi as api, feedbackList, feedbackSubmit } from '@demo/contract';
import { type Implementation, staffCall, userCall } from '../../http/implement';
import type { ContentDeps } from '../news';
import * as feedback from './service';

/** Per account: nobody fills in more feedback forms than this in an hour. */
const FEEDBACK_PER_HOUR_MAX = 20;

export function feedbackCalls(d: ContentDeps): Implementation[] {
  return [
    userCall(feedbackSubmit, (p, ctx) => feedback.submitFeedback(d, ctx.user.userId, p), [
      { name: 'feedback', max: FEEDBACK_PER_HOUR_MAX, windowMs: 60 * 60_000, per: 'account' },
    ]),
    userCall(feedbackList, (p, ctx) => feedback.listOwnFeedback(d, ctx.user.userId, p.page, p.size)),
    staffCall(api.feedbackInbox, (p) => feedback.feedbackInbox(d, p)),
    staffCall(api.feedbackUpdate, (p, ctx) => feedback.updateFeedback(d, ctx.staff, p, ctx.ip)),
    staffCall(api.feedbackAssignees, () => feedback.feedbackAssignees(d.db)),
  ];
}
