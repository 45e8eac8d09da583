import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import './brakes.css';

/**
 * The leveraged-trading risk disclosure (docs/SPEC.md BR10, BR18): shown in the order sheet before the
 * first order above 1×, accepted once per account set; the server refuses a leveraged order until then.
 */
export function DisclosurePanel({
  accepting,
  onAccept,
  onEdit,
}: {
  accepting: boolean;
  onAccept: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="order-nudges" data-testid="trade-disclosure" aria-labelledby="trade-disclosure-title">
      <strong id="trade-disclosure-title" className="order-nudges__title">
        {t('disclosure.title')}
      </strong>
      <ul className="order-nudges__list">
        <li>{t('disclosure.body1')}</li>
        <li>{t('disclosure.body2')}</li>
        <li>{t('disclosure.body3')}</li>
        <li>{t('disclosure.body4')}</li>
      </ul>
      <div className="trade-actions">
        <Button fill="outline" onClick={onEdit} disabled={accepting} data-testid="trade-edit">
          {t('trade.edit')}
        </Button>
        <Button block color="primary" loading={accepting} onClick={onAccept} data-testid="trade-disclosure-accept">
          {t('disclosure.accept')}
        </Button>
      </div>
    </section>
  );
}
