import { uploadStandard } from '@demo/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { type Implementation, userCall } from '../../http/implement';
import { storeImage } from './service';
import type { UploadSigner } from './signed-url';
import { findUpload } from './store';

const UPLOAD_NAME = /^[0-9a-f]{32}\.(?:jpg|png|webp)$/;
/** Uploads never change under their random name, so clients may cache them for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function uploadCalls(deps: Deps): Implementation[] {
  return [userCall(uploadStandard, (_p, ctx) => storeImage(deps, ctx.user.userId, ctx.file))];
}

/** Serves stored uploads with their sniffed type; nosniff stops a browser second-guessing it. */
export function registerUploadServing(app: FastifyInstance, deps: Deps, signer: UploadSigner): void {
  app.get<{ Params: { name: string }; Querystring: { exp?: string; sig?: string } }>(
    '/uploads/:name',
    async (request, reply) => {
      const { name } = request.params;
      const found = UPLOAD_NAME.test(name) ? await findUpload(deps.db, name) : undefined;
      // P4: an identity document answers only a valid, unexpired signed URL; otherwise it does not exist.
      const allowed =
        found && (!found.private || signer.verify(name, request.query.exp, request.query.sig, Date.now()));
      if (!found || !allowed) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .header('content-type', found.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', found.private ? 'private, no-store' : CACHE_CONTROL)
        .send(found.bytes);
    },
  );
}
