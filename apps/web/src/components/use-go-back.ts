import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Back, as the page's back button and a save that ends the page mean it: the previous page of this
 * visit when there is one, else the page's parent (a page opened from a link or a bookmark has no
 * previous page in the app, and `history.back()` would leave the app altogether).
 */
export function useGoBack(parent = '/'): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (hasInAppHistory(window.history.state)) navigate(-1);
    else navigate(parent, { replace: true });
  }, [navigate, parent]);
}

/** React Router numbers the entries of a visit from 0 (`state.idx`); 0 or none means this is the first. */
export function hasInAppHistory(state: unknown): boolean {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}
