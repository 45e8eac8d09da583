import type { z } from 'zod';

/**
 * Who may make a call: anyone, a signed-in customer (token header), or a signed-in staff member
 * of the console (token header, staff session).
 */
export type Access = 'public' | 'user' | 'staff';

export interface CallDef<P extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType> {
  /** Path below the API base, e.g. `access/user`; customer calls live under `/api/smart/`, staff calls under `/api/console/`. */
  readonly path: string;
  readonly access: Access;
  /** Which API the call belongs to: the customer API (default) or the operator console's. */
  readonly api?: 'customer' | 'console';
  readonly payload: P;
  readonly body: B;
  readonly summary: string;
  /** Calls that take `multipart/form-data` (upload/standard). */
  readonly multipart?: boolean;
  /**
   * Calls whose success is a file, not the envelope (`balance/log/export`): the body (a string) is
   * sent as is with this content type and as an attachment of this name. Failures keep the envelope.
   */
  readonly download?: { readonly contentType: string; readonly filename: string };
  /** Staff roles allowed; absent means every staff role. */
  readonly roles?: readonly StaffRole[];
  /**
   * Staff calls a member whose password must still be changed (the printed first admin, S4) may
   * make: only seeing who they are, signing out and changing the password. Every other staff call
   * answers 403 with a message saying the password must be changed first.
   */
  readonly beforePasswordChange?: boolean;
}

export type StaffRole = 'admin' | 'reviewer' | 'support';
export const STAFF_ROLES = ['admin', 'reviewer', 'support'] as const satisfies readonly StaffRole[];

export function defineCall<P extends z.ZodType, B extends z.ZodType>(def: CallDef<P, B>): CallDef<P, B> {
  return def;
}

/** What a client sends (before parsing). */
export type PayloadIn<C extends CallDef> = z.input<C['payload']>;
/** What a handler receives (after parsing). */
export type Payload<C extends CallDef> = z.output<C['payload']>;
/** What the reply body holds. */
export type Body<C extends CallDef> = z.output<C['body']>;

export const CUSTOMER_API_BASE = '/api/smart/';
export const CONSOLE_API_BASE = '/api/console/';

/** Where a call is served: console calls (even public ones, like staff sign-in) under `/api/console/`. */
export function urlOf(call: CallDef): string {
  return (call.api === 'console' || call.access === 'staff' ? CONSOLE_API_BASE : CUSTOMER_API_BASE) + call.path;
}
