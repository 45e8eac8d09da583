import { ProductDetail } from '../../../features/product-detail/ProductDetail';

/** `#/pages/market/preview/stock_detail`: the detail preview of a product (forex, crypto, commodities, indices). */
export function StockDetailPreviewPage() {
  return <ProductDetail flavour="preview" />;
}
