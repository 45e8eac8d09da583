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
  /**
   * Staff calls a member who has not enrolled an authenticator yet may make (S10): seeing who they
   * are, signing out and the enrollment itself. Every other staff call answers 403 saying so.
   */
  readonly beforeTotpEnrollment?: boolean;
}

export type StaffRole = 'admin' | 'reviewer' | 'support';
export const STAFF_ROLES = ['admin', 'reviewer', 'support'] as const satisfies readonly StaffRole[];

export function defineCall<P extends z.ZodType, B extends z.ZodType>(def: CallDef<P, B>): CallDef<P, B> {
  return def;
}

/** The definition a call type names: itself, or the definition behind a ref. */
export type DefOf<C extends CallDef | CallRef> = C extends CallDef ? C : C extends CallRef<infer D> ? D : never;
/** What a client sends (before parsing). */
export type PayloadIn<C extends CallDef | CallRef> = z.input<DefOf<C>['payload']>;
/** What a handler receives (after parsing). */
export type Payload<C extends CallDef | CallRef> = z.output<DefOf<C>['payload']>;
/** What the reply body holds. */
export type Body<C extends CallDef | CallRef> = z.output<DefOf<C>['body']>;

export const CUSTOMER_API_BASE = '/api/smart/';
export const CONSOLE_API_BASE = '/api/console/';

/**
 * What a client needs to make a call without its schemas: where it is served, who may make it, and
 * how its reply comes back. `call-refs.ts` holds one per customer call, generated from the call
 * definitions; the phantom `C` carries the call's payload and body types, so a client typed by a
 * ref checks the same fields as one typed by the definition while loading no zod at run time.
 */
export interface CallRef<C extends CallDef = CallDef> {
  readonly path: string;
  readonly access: Access;
  readonly api?: 'customer' | 'console';
  readonly multipart?: boolean;
  readonly download?: { readonly contentType: string; readonly filename: string };
  /** Never set: only the type of the call this ref names. */
  readonly def?: C;
}

/** A call by its definition or by its ref: what the clients accept. */
export type CallTarget<C extends CallDef> = C | CallRef<C>;

/** The ref of a call whose definition has this shape (used by the generated `call-refs.ts`). */
export function callRef<C extends CallDef>(ref: Omit<CallRef<C>, 'def'>): CallRef<C> {
  return ref;
}

/** Where a call is served: console calls (even public ones, like staff sign-in) under `/api/console/`. */
export function urlOf(call: Pick<CallDef, 'path' | 'access' | 'api'>): string {
  return (call.api === 'console' || call.access === 'staff' ? CONSOLE_API_BASE : CUSTOMER_API_BASE) + call.path;
}
