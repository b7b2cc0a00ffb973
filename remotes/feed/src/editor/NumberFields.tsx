import { TextInput } from '@app/ui';
import { useState } from 'react';
import {
  clampFollowDistance,
  clampLimit,
  DEFAULT_FILTER_LIMIT,
  FILTER_LIMIT_MAX,
  FILTER_LIMIT_MIN,
  FOLLOW_DISTANCE_MAX,
  FOLLOW_DISTANCE_MIN,
} from '../home/feed-core';
import { Checkbox } from './Checkbox';
import { Fieldset, Hint } from './editor-styles';

/** A number input that keeps what is typed and applies the clamped value on blur or Enter. */
function useCommittedNumber(value: number | undefined, commit: (text: string) => number | undefined) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const apply = () => {
    const next = commit(text);
    setText(next === undefined ? '' : String(next));
  };
  return { text, setText, apply };
}

export interface LimitFieldProps {
  limit: number | undefined;
  /** undefined removes the limit (the placeholder 100 applies). */
  onChange(limit: number | undefined): void;
}

/** Limit: 10–1000, placeholder 100, hint 'Max events to initially fetch'. */
export function LimitField({ limit, onChange }: LimitFieldProps) {
  const field = useCommittedNumber(limit, (text) => {
    const next = clampLimit(text);
    onChange(next);
    return next;
  });
  return (
    <div>
      <TextInput
        label="Limit"
        type="number"
        min={FILTER_LIMIT_MIN}
        max={FILTER_LIMIT_MAX}
        placeholder={String(DEFAULT_FILTER_LIMIT)}
        value={field.text}
        onChange={(event) => field.setText(event.target.value)}
        onBlur={field.apply}
        onKeyDown={(event) => event.key === 'Enter' && field.apply()}
      />
      <Hint>Max events to initially fetch</Hint>
    </div>
  );
}

export interface FollowDistanceFieldProps {
  followDistance: number | undefined;
  onEnabledChange(enabled: boolean): void;
  onChange(distance: number): void;
}

/** Follow distance: unset means anyone; when enabled 0–10, default 3. */
export function FollowDistanceField({ followDistance, onEnabledChange, onChange }: FollowDistanceFieldProps) {
  const enabled = followDistance !== undefined;
  return (
    <Fieldset>
      <legend>Follow distance</legend>
      <Checkbox label="Limit by follow distance" checked={enabled} onChange={onEnabledChange} />
      {enabled && <DistanceInput key={followDistance} value={followDistance} onChange={onChange} />}
      <Hint>0 only yourself, 1 follows only, 2 friends of friends</Hint>
    </Fieldset>
  );
}

function DistanceInput({ value, onChange }: { value: number; onChange(distance: number): void }) {
  const field = useCommittedNumber(value, (text) => {
    const next = clampFollowDistance(text);
    onChange(next);
    return next;
  });
  return (
    <TextInput
      label="Maximum follow distance"
      type="number"
      min={FOLLOW_DISTANCE_MIN}
      max={FOLLOW_DISTANCE_MAX}
      value={field.text}
      onChange={(event) => field.setText(event.target.value)}
      onBlur={field.apply}
      onKeyDown={(event) => event.key === 'Enter' && field.apply()}
    />
  );
}
