/**
 * The contract without its schemas (`@demo/contract/refs`): a ref per customer call, the codes,
 * the routes, the socket's paths and topics, zod-free checks of the frames a signed-out screen reads
 * (frame-guards.ts), and the plain values (limits, patterns, enumerations).
 * Nothing here imports zod at run time, so the web app's first screen loads none; types still come
 * from the schemas through `import type` (call.ts, CallRef). Parsing a frame or a reply with its
 * schema means importing `@demo/contract` itself, which the web app does only in lazy code.
 */
export * from './balance-types';
export { urlOf } from './call';
export * from './call-refs';
export * from './codes';
export * from './constants';
export * from './frame-guards';
export * from './routes';
export * from './socket-topics';
export * from './wire-values';
