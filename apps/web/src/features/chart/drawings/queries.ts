import type { Drawing, DrawingKind, DrawingPoint } from '@demo/contract';
import { drawingList, drawingRemove, drawingSave } from '@demo/contract/refs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useSession } from '../../../lib/session-store';

/** Query keys of chart drawings; they carry the token so another session never sees these. */
const drawingKeys = {
  all: ['drawings'] as const,
  list: (token: string | null, code: string) => ['drawings', token, code] as const,
};

/** The signed-in customer's drawings on one product (DR1), the same on every period. */
export function useDrawings(code: string) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: drawingKeys.list(token, code),
    queryFn: () => call(drawingList, { code }),
    enabled: token !== null,
  });
}

/** Saves a new drawing; it joins the list at once and the list reloads behind it. */
export function useSaveDrawing(code: string) {
  const qc = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: (input: { kind: DrawingKind; points: DrawingPoint[] }) =>
      call(drawingSave, { code, kind: input.kind, points: input.points }),
    onSuccess: (saved) => {
      qc.setQueryData<Drawing[]>(drawingKeys.list(token, code), (list) => [...(list ?? []), saved]);
      void qc.invalidateQueries({ queryKey: drawingKeys.all });
    },
  });
}

export function useRemoveDrawing(code: string) {
  const qc = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: async (id: number) => {
      await call(drawingRemove, { id });
      return id;
    },
    onSuccess: (id) => {
      qc.setQueryData<Drawing[]>(drawingKeys.list(token, code), (list) => list?.filter((d) => d.id !== id));
      void qc.invalidateQueries({ queryKey: drawingKeys.all });
    },
  });
}
