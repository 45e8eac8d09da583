import type { Order } from '@demo/contract';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '../../components/QuantityStepper';
import { toast } from '../../lib/toast';
import { useCoverOrder } from '../orders/mutations';
import { COVER_PERCENTS, percentToHands } from './cover-hands';

/** Covers part or all of a position: 25/50/75/100 % or an exact number of lots. */
export function CoverSheet({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const [hands, setHands] = useState(order.hands);
  const [picked, setPicked] = useState<number | null>(100);
  const cover = useCoverOrder();
  const submit = () =>
    cover.mutate(
      { orderId: order.id, hands },
      {
        onSuccess: () => {
          toast(t('positions.covered'), 'success');
          onClose();
        },
      },
    );
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="trade-sheet" destroyOnClose>
      <div data-testid="cover-sheet">
        <header className="trade-sheet__head">
          <strong>
            {t('positions.coverTitle')} · {order.name}
          </strong>
        </header>
        <div className="chip-row chip-row--start">
          {COVER_PERCENTS.map((p) => {
            const n = percentToHands(order.hands, p);
            return (
              <button
                type="button"
                key={p}
                className={picked === p ? 'chip chip--on' : 'chip'}
                aria-pressed={picked === p}
                onClick={() => {
                  setPicked(p);
                  setHands(n);
                }}
                data-testid={`cover-percent-${p}`}
              >
                {`${p}%`}
              </button>
            );
          })}
        </div>
        <div className="trade-row">
          <span className="trade-row__label">
            {t('positions.coverHands')}{' '}
            <small className="muted">{t('positions.coverOf', { count: order.hands })}</small>
          </span>
          <QuantityStepper
            value={hands}
            min={1}
            max={order.hands}
            onChange={(n) => {
              setPicked(null);
              setHands(n);
            }}
            data-testid="cover-hands"
          />
        </div>
        <div className="trade-actions">
          <Button fill="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button block color="primary" loading={cover.isPending} onClick={submit} data-testid="cover-confirm">
            {t('positions.coverConfirm')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
