import { OfferingDetail } from '../../../../features/new-shares/OfferingDetail';

/** `/pages/product/india/new/detail?code=`: one India new-share offering. */
export function IndiaNewDetailPage() {
  return <OfferingDetail market="india" />;
}
