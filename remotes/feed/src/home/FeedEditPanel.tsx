import type { Profile } from '@app/core';
import { Button } from '@app/ui';
import { FeedEditor } from '../editor/FeedEditor';
import type { FeedConfig } from './feed-core';

/** What the edit mode can ask the feed store. */
export interface FeedEditing {
  onAdd(): void;
  onSave(config: FeedConfig): void;
  onMove(id: string, direction: -1 | 1): void;
  onClone(id: string): void;
  onDelete(id: string): void;
  onReset(): void;
  availableRelays: string[];
  searchPeople(query: string, limit: number): Promise<Profile[]>;
  /** window.confirm unless given (stories and tests). */
  confirm?: (message: string) => boolean;
}

export interface FeedEditPanelProps {
  feeds: FeedConfig[];
  activeFeedId: string;
  editing: FeedEditing;
  /** Bumped on reset, so the editor starts again from the restored config. */
  resetCount: number;
  onReset(): void;
}

/** Edit mode: 'Add feed' (placed first and active) and the editor of the active feed. */
export function FeedEditPanel({ feeds, activeFeedId, editing, resetCount, onReset }: FeedEditPanelProps) {
  const index = feeds.findIndex((feed) => feed.id === activeFeedId);
  const active = feeds[index];
  return (
    <div>
      <Button variant="secondary" size="sm" onClick={editing.onAdd}>
        Add feed
      </Button>
      {active && (
        <FeedEditor
          key={`${active.id}:${resetCount}`}
          config={active}
          index={index}
          count={feeds.length}
          availableRelays={editing.availableRelays}
          searchPeople={editing.searchPeople}
          onSave={editing.onSave}
          onMove={(direction) => editing.onMove(active.id, direction)}
          onClone={() => editing.onClone(active.id)}
          onDelete={() => editing.onDelete(active.id)}
          onReset={onReset}
          confirm={editing.confirm}
        />
      )}
    </div>
  );
}
