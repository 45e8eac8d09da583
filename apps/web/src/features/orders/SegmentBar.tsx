import { useSearchParams } from 'react-router';

export interface Segment<K extends string> {
  key: K;
  label: string;
}

/** The current segment from `?tab=`, or the first one. */
export function useSegment<K extends string>(keys: readonly K[]): [K, (key: K) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const current = keys.find((k) => k === raw) ?? (keys[0] as K);
  return [current, (key) => setParams({ tab: key }, { replace: true })];
}

/** A segmented control ("Positions | Pending | History"); each button is `segment-<key>`. */
export function SegmentBar<K extends string>({
  segments,
  value,
  onChange,
}: {
  segments: readonly Segment<K>[];
  value: K;
  onChange: (key: K) => void;
}) {
  return (
    <div className="segment-bar" role="tablist">
      {segments.map((s) => (
        <button
          type="button"
          role="tab"
          key={s.key}
          aria-selected={s.key === value}
          className={s.key === value ? 'segment-bar__item is-on' : 'segment-bar__item'}
          onClick={() => onChange(s.key)}
          data-testid={`segment-${s.key}`}
        >
          {s.label}
        </button>
      ))}
    </div>
  );
}
