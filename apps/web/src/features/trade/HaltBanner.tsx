import type { Product } from '@demo/contract';
import { useTranslation } from 'react-i18next';
import './halt-banner.css';

/**
 * A trading halt as the customer reads it (SPEC HL6): the reason staff gave, in the reader's
 * language (the server picks it), and that closing stays possible (HL7). Nothing when not halted.
 */
export function HaltBanner({ product }: { product: Pick<Product, 'halt'> }) {
  const { t } = useTranslation();
  const halt = product.halt ?? null;
  if (halt === null) return null;
  return (
    <div className="halt-banner" role="alert" data-testid="halt-banner" data-scope={halt.scope}>
      <strong>{t(halt.scope === 'market' ? 'sheet.haltedMarket' : 'sheet.halted', { reason: halt.reason })}</strong>
      <span>{t('sheet.haltedNote')}</span>
    </div>
  );
}
