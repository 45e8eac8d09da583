import { consoleContentApi, uploadStandard } from '@demo/contract';
import type { FastifyInstance } from 'fastify';
import { type CallLimit, type Implementation, staffCall, userCall } from '../../http/implement';
import { storeImage, type UploadDeps } from './service';
import type { UploadSigner } from './signed-url';
import { UPLOAD_NAME } from './storage';
import { findUpload, type UploadVisibility } from './store';

/**
 * P6: uploads per account (whatever address they come from) and per address (whatever account). A
 * customer uploads an image or two per recharge or KYC attempt; 10 a minute is far above that and
 * far below the 20 × 5 MB in two seconds that filled the database before.
 */
export const UPLOADS_PER_USER_MAX = 10;
export const UPLOADS_PER_IP_MAX = 30;
export const UPLOAD_LIMIT_WINDOW_MS = 60_000;

const UPLOAD_LIMITS: readonly CallLimit[] = [
  { name: 'uploads-per-user', max: UPLOADS_PER_USER_MAX, windowMs: UPLOAD_LIMIT_WINDOW_MS, per: 'account' },
  { name: 'uploads-per-ip', max: UPLOADS_PER_IP_MAX, windowMs: UPLOAD_LIMIT_WINDOW_MS, per: 'ip' },
];

/**
 * How long others may keep each kind: an avatar never changes under its random name, so it is cached
 * for a year; anything else is kept by no cache at all (a private upload's signed URL expires anyway).
 */
const CACHE_CONTROL: Record<UploadVisibility, string> = {
  public: 'public, max-age=31536000, immutable',
  unlisted: 'private, no-store',
  private: 'private, no-store',
};

export function uploadCalls(deps: UploadDeps): Implementation[] {
  return [
    userCall(uploadStandard, (_p, ctx) => storeImage(deps, { userId: ctx.user.userId }, ctx.file), UPLOAD_LIMITS),
    // A picture for a support answer (W13): the same checks, limits and quota, owned by the staff member.
    staffCall(
      consoleContentApi.supportUpload,
      (_p, ctx) => storeImage(deps, { staffId: ctx.staff.staffId }, ctx.file),
      UPLOAD_LIMITS,
    ),
  ];
}

/** Serves uploads from the store with their sniffed type; nosniff stops a browser second-guessing it. */
export function registerUploadServing(app: FastifyInstance, deps: UploadDeps, signer: UploadSigner): void {
  app.get<{ Params: { name: string }; Querystring: { exp?: string; sig?: string } }>(
    '/uploads/:name',
    async (request, reply) => {
      const { name } = request.params;
      const found = UPLOAD_NAME.test(name) ? await findUpload(deps.db, name) : undefined;
      // P4, P7: a private upload answers only a valid, unexpired signed URL; otherwise it does not exist.
      const allowed =
        found &&
        (found.visibility !== 'private' || signer.verify(name, request.query.exp, request.query.sig, Date.now()));
      const bytes = allowed ? await deps.storage.get(name) : undefined;
      if (found && allowed && !bytes) request.log.error({ name }, 'an upload on record is missing from the store');
      if (!found || !bytes) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .header('content-type', found.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', CACHE_CONTROL[found.visibility])
        .send(bytes);
    },
  );
}
