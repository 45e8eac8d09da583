import type { Body, MyLiabilityProof } from '@demo/contract';
import { proofChain, proofLiabilities, proofMine } from '@demo/contract/refs';
import { type ChainCheck, type ChainRecord, checkChain, type ProofCheck, verifyProofPath } from '@demo/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, isNotFound } from '../../lib/api';

/** The roots change once a day; a page opened again within minutes reads the cached copy. */
const PUBLISHED_STALE_MS = 5 * 60_000;

/** The latest published liabilities proof (`proof/liabilities`, public); a 404 means none yet. */
export function usePublishedProof() {
  return useQuery({
    queryKey: ['proof', 'liabilities'],
    queryFn: () => call(proofLiabilities, {}, { expected: isNotFound }),
    staleTime: PUBLISHED_STALE_MS,
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
}

/** The caller's leaf and its path, checked here in the browser with core's own SHA-256 (PF3). */
export interface MyVerification {
  readonly proof: MyLiabilityProof;
  readonly check: ProofCheck;
}

/** Fetches `proof/mine` and verifies it locally; a 404 (not in a proof yet) is the caller's to show. */
export function useVerifyMine() {
  return useMutation({
    mutationFn: async (currency: string): Promise<MyVerification> => {
      const proof = await call(proofMine, { currency }, { expected: isNotFound });
      return { proof, check: verifyMine(proof) };
    },
  });
}

/** Core's check (PF3) over a `proof/mine` reply, its integer strings read as minor units. */
export function verifyMine(proof: MyLiabilityProof): ProofCheck {
  return verifyProofPath({
    leaf: {
      accountId: proof.leaf.accountId,
      salt: proof.leaf.salt,
      balanceMinor: BigInt(proof.leaf.balanceMinor),
      chainHead: proof.leaf.chainHead,
    },
    path: proof.path.map((step) => ({ hash: step.hash, side: step.side, sumMinor: BigInt(step.sumMinor) })),
    rootHash: proof.root,
    totalMinor: BigInt(proof.totalMinor),
  });
}

/** The chain recomputed here over every record the server shows now (PF8), against the published head. */
export interface ChainVerification {
  readonly check: ChainCheck;
  readonly records: number;
}

/**
 * Downloads the caller's chain records (`proof/chain`, a thousand a page) and recomputes every hash
 * with core's SHA-256; the head after the proof's record count must be the one its leaf committed to.
 */
export function useVerifyChain() {
  return useMutation({
    mutationFn: async (proof: MyLiabilityProof): Promise<ChainVerification> => {
      const records: ChainRecord[] = [];
      let afterId: number | null = null;
      do {
        const page: Body<typeof proofChain> = await call(proofChain, {
          currency: proof.currency,
          ...(afterId === null ? {} : { afterId }),
        });
        for (const r of page.records) {
          records.push({
            ...r,
            amountMinor: BigInt(r.amountMinor),
            debitBalanceAfterMinor: r.debitBalanceAfterMinor === null ? null : BigInt(r.debitBalanceAfterMinor),
            creditBalanceAfterMinor: r.creditBalanceAfterMinor === null ? null : BigInt(r.creditBalanceAfterMinor),
          });
        }
        afterId = page.next;
      } while (afterId !== null);
      return {
        check: checkChain(records, { head: proof.leaf.chainHead, records: proof.leaf.records }),
        records: records.length,
      };
    },
  });
}
