import { ProductDetail } from '../../../../features/product-detail/ProductDetail';

/** `#/pages/product/india/bse/india_detail`: a BSE stock's detail. */
export function BseDetailPage() {
  return <ProductDetail flavour="bse" />;
}
