import { ProductDetail } from '../../../../features/product-detail/ProductDetail';

/** `#/pages/product/india/live/india_detail`: an Indian stock live, the chart opening on today's line. */
export function IndiaLiveDetailPage() {
  return <ProductDetail flavour="indiaLive" />;
}
