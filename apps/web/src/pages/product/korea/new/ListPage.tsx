import { OfferingList } from '../../../../features/new-shares/OfferingList';

/** `/pages/product/korea/new/list`: Korea new-share offerings. */
export function KoreaNewListPage() {
  return <OfferingList market="korea" />;
}
