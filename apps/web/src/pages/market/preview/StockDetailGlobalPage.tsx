import { ProductDetail } from '../../../features/product-detail/ProductDetail';

/** `#/pages/market/preview/stock_detail_global`: the detail preview of a global or Hong Kong stock. */
export function StockDetailGlobalPreviewPage() {
  return <ProductDetail flavour="previewGlobal" />;
}
