import styled from '@emotion/styled';
import type { Profile } from '@app/core';
import { TextInput } from '@app/ui';
import { useState } from 'react';
import {
  canToggleShowRepliedTo,
  clampFollowDistance,
  defaultFeedName,
  setFollowDistanceEnabled,
  toggleShowReplies,
  type FeedConfig,
} from '../home/feed-core';
import { Checkbox } from './Checkbox';
import { EditorActions } from './EditorActions';
import { Fieldset } from './editor-styles';
import { FilterFields } from './FilterFields';
import { FollowDistanceField } from './NumberFields';
import { RelaySelector } from './RelaySelector';
import { useAutosave } from './useAutosave';

const Panel = styled.section`
  padding: ${(p) => p.theme.spacing.md}px;
  margin: ${(p) => p.theme.spacing.md}px 0;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md}px;
`;

export interface FeedEditorProps {
  /** The saved config; the editor works on a local copy of it. */
  config: FeedConfig;
  /** Place of the feed among the tabs, for move left/right. */
  index: number;
  count: number;
  availableRelays: string[];
  searchPeople(query: string, limit: number): Promise<Profile[]>;
  /** Called 500 ms after the last change with the local copy. */
  onSave(config: FeedConfig): void;
  onMove(direction: -1 | 1): void;
  onClone(): void;
  onDelete(): void;
  onReset(): void;
  confirm?: (message: string) => boolean;
}

/** The feed editor of spec 1 §4–5 (mount it with key={config.id}: the local copy belongs to one feed). */
export function FeedEditor(props: FeedEditorProps) {
  const [local, setLocal] = useState(props.config);
  const autosave = useAutosave(local, props.onSave);
  const set = (patch: Partial<FeedConfig>) => setLocal((current) => ({ ...current, ...patch }));
  const defaultName = defaultFeedName(local.id) ?? local.name;
  const isStrategy = Boolean(local.feedStrategy);
  const showReplies = !local.hideReplies;

  return (
    <Panel aria-label="Feed editor">
      <TextInput label="Name" placeholder={defaultName} value={local.customName ?? ''} onChange={(event) => set({ customName: event.target.value })} />
      {!isStrategy && <FilterFields config={local} onChange={setLocal} searchPeople={props.searchPeople} />}
      <FollowDistanceField
        followDistance={local.followDistance}
        onEnabledChange={(enabled) => setLocal((current) => setFollowDistanceEnabled(current, enabled))}
        onChange={(distance) => set({ followDistance: clampFollowDistance(distance) })}
      />
      <Fieldset>
        <legend>Show</legend>
        <Checkbox label="Show replies" checked={showReplies} onChange={(show) => setLocal((current) => toggleShowReplies(current, show))} />
        <Checkbox
          label="Show replied-to"
          checked={showReplies && local.showRepliedTo !== false}
          disabled={!canToggleShowRepliedTo(local)}
          onChange={(showRepliedTo) => set({ showRepliedTo })}
        />
        <Checkbox label="Only posts with media" checked={Boolean(local.requiresMedia)} onChange={(requiresMedia) => set({ requiresMedia })} />
        <Checkbox label="Show posts by unknown users" checked={Boolean(local.showEventsByUnknownUsers)} onChange={(on) => set({ showEventsByUnknownUsers: on })} />
        <Checkbox label="Hide posts already seen" checked={Boolean(local.excludeSeen)} onChange={(excludeSeen) => set({ excludeSeen })} />
        <Checkbox label="Show new posts automatically" checked={Boolean(local.autoShowNewEvents)} onChange={(on) => set({ autoShowNewEvents: on })} />
        <Checkbox label="Show a 'Zap all' button" checked={Boolean(local.showZapAll)} onChange={(showZapAll) => set({ showZapAll })} />
      </Fieldset>
      <RelaySelector
        available={props.availableRelays}
        selected={local.relayUrls ?? []}
        onChange={(urls) => set({ relayUrls: urls.length > 0 ? urls : undefined })}
      />
      <EditorActions
        name={local.customName?.trim() || defaultName}
        canMoveLeft={props.index > 0}
        canMoveRight={props.index < props.count - 1}
        canDelete={props.count > 1}
        onMove={props.onMove}
        onClone={props.onClone}
        onDelete={() => {
          autosave.discard();
          props.onDelete();
        }}
        onReset={() => {
          autosave.discard();
          props.onReset();
        }}
        confirm={props.confirm}
      />
    </Panel>
  );
}
