import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Bus } from '../../lib/bus';
import type { UploadSigner } from '../upload';

/** What the news, feedback and support modules need from the app. */
export interface ContentDeps {
  db: Db;
  bus: Bus;
  log: FastifyBaseLogger;
  uploadSigner: UploadSigner;
  now: () => number;
}
