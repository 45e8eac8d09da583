import { ProductDetail } from '../../../features/product-detail/ProductDetail';

/** `#/pages/product/india/india_detail`: an Indian (NSE) stock's detail. */
export function IndiaDetailPage() {
  return <ProductDetail flavour="india" />;
}
