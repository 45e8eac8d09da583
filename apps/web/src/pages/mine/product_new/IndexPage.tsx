import { MySubscriptions } from '../../../features/new-shares/MySubscriptions';

/** `/pages/mine/product_new/index`: My new-share orders. */
export function MyNewSharesPage() {
  return <MySubscriptions />;
}
