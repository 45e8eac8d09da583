import { ProductDetail } from '../../../features/product-detail/ProductDetail';

/** `#/pages/market/preview/stock_detail_us`: the detail preview of a US stock. */
export function StockDetailUsPreviewPage() {
  return <ProductDetail flavour="previewUs" />;
}
