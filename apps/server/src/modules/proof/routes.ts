import { proofChain, proofLiabilities, proofMine } from '@demo/contract';
import type { Db } from '../../db/client';
import { publicCall, userCall } from '../../http/implement';
import { myChain, myProof, publishedProof } from './service';

/** The roots are public and cheap; per address, so no one floods the one table. */
const PUBLISHED_LIMIT = { name: 'proof-published', max: 60, windowMs: 60_000, per: 'ip' as const };
/** A leaf recomputes the caller's chain over their records: a few a minute is plenty. */
const MINE_LIMIT = { name: 'proof-mine', max: 20, windowMs: 60_000, per: 'account' as const };

/** A chain download is a page per 1,000 records: generous for a long history, bounded for a flood. */
const CHAIN_LIMIT = { name: 'proof-chain', max: 300, windowMs: 60_000, per: 'account' as const };

export function proofCalls(deps: { db: Db }) {
  return [
    publicCall(proofLiabilities, (p) => publishedProof(deps.db, p), [PUBLISHED_LIMIT]),
    userCall(proofMine, (p, ctx) => myProof(deps.db, ctx.user.userId, p), [MINE_LIMIT]),
    userCall(proofChain, (p, ctx) => myChain(deps.db, ctx.user.userId, p), [CHAIN_LIMIT]),
  ];
}
