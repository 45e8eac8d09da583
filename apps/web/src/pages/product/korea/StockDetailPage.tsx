import { ProductDetail } from '../../../features/product-detail/ProductDetail';

/** `#/pages/product/korea/stock_detail`: a Korean stock's detail. */
export function KoreaStockDetailPage() {
  return <ProductDetail flavour="korea" />;
}
