import { OfferingList } from '../../../../features/new-shares/OfferingList';

/** `/pages/product/india/new/list`: India new-share offerings. */
export function IndiaNewListPage() {
  return <OfferingList market="india" />;
}
