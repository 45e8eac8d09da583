import type { Nudge } from '@demo/core';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { nudgeText } from './nudges';
import './brakes.css';

/**
 * The order sheet's nudges (docs/SPEC.md BR12–BR17): the warnings of this order in a list, with one
 * tap to go on to the confirm step and one to change the order. Nothing here refuses the order.
 */
export function NudgePanel({ nudges, onGoOn, onEdit }: { nudges: Nudge[]; onGoOn: () => void; onEdit: () => void }) {
  const { t } = useTranslation();
  // The kinds are core's; nudges.test.ts proves each has its text in both languages.
  const say = (key: string, values?: Record<string, unknown>) => String(t(key as never, values as never));
  return (
    <section className="order-nudges" data-testid="trade-nudges" aria-labelledby="order-nudges-title">
      <strong id="order-nudges-title" className="order-nudges__title">
        {t('nudges.title')}
      </strong>
      <ul className="order-nudges__list">
        {nudges.map((n) => (
          <li key={n.kind} data-testid={`nudge-${n.kind}`}>
            {nudgeText(n, say)}
          </li>
        ))}
      </ul>
      <p className="muted">{t('nudges.hint')}</p>
      <div className="trade-actions">
        <Button fill="outline" onClick={onEdit} data-testid="trade-edit">
          {t('trade.edit')}
        </Button>
        <Button block color="primary" onClick={onGoOn} data-testid="trade-nudges-go-on">
          {t('nudges.goOn')}
        </Button>
      </div>
    </section>
  );
}
