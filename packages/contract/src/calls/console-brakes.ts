import { z } from 'zod';
import { id, listOf, paging } from '../fields';
import { accountType } from './account';
import { brakeLogEntry } from './brakes';
import { defineConsoleCall } from './console';

/** A customer's brakes as staff see them on the customer page (issue 46, BR11): read-only, every role. */
export const userBrakeLog = defineConsoleCall({
  path: 'user/brakes',
  access: 'staff',
  summary: "Every brake that fired on a customer's account set, newest first, with the figures at that moment",
  payload: z.object({ ...paging, id: id(), accountType: accountType.default('real') }),
  body: listOf(brakeLogEntry),
});
