import type { FastifyBaseLogger } from 'fastify';

/** Delivers a one-time code to a phone or e-mail address; a real provider plugs in here. */
export interface SmsSender {
  send(target: string, code: string, log: FastifyBaseLogger): Promise<void>;
}

/**
 * The embedded default: "sends" by writing one log line. It is the only place a code ever reaches
 * the log (the end-to-end test reads it from there); production replaces this sender.
 */
export class LogSmsSender implements SmsSender {
  async send(target: string, code: string, log: FastifyBaseLogger): Promise<void> {
    log.info({ smsCode: code, smsTarget: target }, `SMS code for ${target}: ${code}`);
  }
}
