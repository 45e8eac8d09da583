import { ProductDetail } from '../../../features/product-detail/ProductDetail';

/** `#/pages/market/us/us_detail`: a US stock's detail. */
export function UsDetailPage() {
  return <ProductDetail flavour="us" />;
}
