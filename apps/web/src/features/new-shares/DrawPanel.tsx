import type { DrawResult } from '@demo/contract';
import { verifyDraw } from '@demo/core';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The published draw of an allotted offering (docs/SPEC.md N1, N4): the commitment shown since the
 * opening, the revealed seed, the totals, and a button that reruns core's draw here, in the browser,
 * on the published input and compares it with the published result.
 */
export function DrawPanel({
  commitment,
  seed,
  draw,
  myRefs,
}: {
  commitment: string;
  seed: string | null;
  draw: DrawResult | null;
  /** The customer's own applications in this draw (`s<id>`), to point them out. */
  myRefs: readonly string[];
}) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<string | null | undefined>(undefined);
  const mine = draw
    ? draw.applications.flatMap(([ref, asked], i) =>
        myRefs.includes(ref) ? [{ ref, asked, won: draw.wonLots[i] ?? 0 }] : [],
      )
    : [];
  return (
    <section className="card" id="draw" data-testid="draw-panel">
      <h2 className="card-title">{t('newShares.draw.title')}</h2>
      <div className="ns-row">
        <span className="muted">{t('newShares.draw.commitment')}</span>
      </div>
      <code className="ns-hash" data-testid="draw-commitment">
        {commitment}
      </code>
      <p className="muted ns-hint">{t('newShares.draw.commitmentHint')}</p>
      <div className="ns-row">
        <span className="muted">{t('newShares.draw.seed')}</span>
      </div>
      <code className="ns-hash" data-testid="draw-seed">
        {seed ?? t('newShares.draw.seedHidden')}
      </code>
      {draw && seed && (
        <>
          <div className="ns-grid">
            <Stat label={t('newShares.draw.algorithm')} value={`${draw.algorithm} · ${draw.rule}`} />
            <Stat label={t('newShares.draw.applicants')} value={draw.applicants} />
            <Stat label={t('newShares.draw.lotsAvailable')} value={draw.lotsAvailable} />
            <Stat label={t('newShares.draw.lotsAllotted')} value={draw.lotsAllotted} />
            <Stat label={t('newShares.draw.winners')} value={draw.winners} testId="draw-winners" />
          </div>
          {mine.map((m) => (
            <div key={m.ref} className="ns-mine" data-testid="draw-mine" data-won={m.won}>
              {t('newShares.draw.yours', { ref: m.ref, won: m.won, asked: m.asked })}
            </div>
          ))}
          <Button
            block
            color="primary"
            fill="outline"
            onClick={() => setOutcome(verifyDraw(seed, draw))}
            data-testid="draw-verify"
          >
            {t('newShares.draw.verify')}
          </Button>
          {outcome !== undefined && (
            <div
              className={outcome === null ? 'ns-verify ns-verify--ok' : 'ns-verify ns-verify--bad'}
              data-testid="draw-verify-result"
              data-ok={outcome === null}
            >
              {outcome === null ? t('newShares.draw.verified') : t('newShares.draw.mismatch', { problem: outcome })}
            </div>
          )}
        </>
      )}
    </section>
  );
}

function Stat({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <div>
      <div className="muted">{label}</div>
      <div className="tabular" data-testid={testId}>
        {value}
      </div>
    </div>
  );
}
