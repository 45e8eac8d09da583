import { OfferingDetail } from '../../../../features/new-shares/OfferingDetail';

/** `/pages/product/korea/new/detail?code=`: one Korea new-share offering. */
export function KoreaNewDetailPage() {
  return <OfferingDetail market="korea" />;
}
