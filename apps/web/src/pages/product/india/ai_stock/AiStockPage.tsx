import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../../components/PagedList';
import { PageNav } from '../../../../components/PageNav';
import { SimulationNotice } from '../../../../features/ai-products/AiFigures';
import { AiProductCard } from '../../../../features/ai-products/AiProductCard';
import { useAiProducts } from '../../../../features/ai-products/queries';
import '../../../../features/ai-products/ai.css';

/** `/pages/product/india/ai_stock/ai_stock`: the AI products on offer, with their backtested figures. */
export function AiStockPage() {
  const { t } = useTranslation();
  const query = useAiProducts();
  return (
    <div className="page" data-testid="ai-stock-page">
      <PageNav title={t('ai.title')} />
      <div className="page-body">
        <SimulationNotice />
        <PagedList
          query={query}
          testId="ai-product-list"
          emptyText={t('ai.empty')}
          renderItem={(p) => <AiProductCard key={p.id} product={p} />}
        />
      </div>
    </div>
  );
}
