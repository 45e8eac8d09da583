import { collectDetail, productDetail } from '@demo/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { useSession } from '../../lib/session-store';

export const detailKeys = {
  product: (code: string) => ['product', 'detail', code] as const,
  collected: (token: string | null, productId: number) => ['collect', 'detail', token, productId] as const,
};

/**
 * The open page asks for its product again this often, so a trading halt (SPEC HL6) or a market
 * opening shows without a reload; the server answers from memory.
 */
const PRODUCT_REFRESH_MS = 15_000;

function productDetailQuery(code: string) {
  return {
    queryKey: detailKeys.product(code),
    queryFn: () => call(productDetail, { code }, { silent: true }),
    staleTime: 60_000,
    refetchInterval: PRODUCT_REFRESH_MS,
    retry: false,
  } as const;
}

/** A product with its description and session hours. Quiet: the page shows its own not-found state. */
export function useProductDetail(code: string) {
  return useQuery(productDetailQuery(code));
}

/**
 * Asks for the product a link opens on before the detail page's script has arrived, so the page's
 * first render finds it (the price is the page's largest paint).
 */
export function prefetchProductDetail(code: string): void {
  void queryClient.prefetchQuery(productDetailQuery(code));
}

/** Whether the signed-in user watches the product; nothing is asked for an anonymous visitor. */
export function useCollected(productId: number | undefined) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: detailKeys.collected(token, productId ?? 0),
    queryFn: () => call(collectDetail, { productId: productId ?? 0 }, { silent: true }),
    enabled: token !== null && productId !== undefined,
  });
}
