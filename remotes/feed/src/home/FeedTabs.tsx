import styled from '@emotion/styled';
import { Button } from '@app/ui';
import type { FeedConfig } from './feed-core';
import { tabLabel } from './header-rules';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const List = styled.div`
  display: flex;
  flex: 1;
  gap: ${(p) => p.theme.spacing.xs}px;
  overflow-x: auto;
`;

const Tab = styled.button<{ $active: boolean }>`
  padding: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.lg}px;
  white-space: nowrap;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  background: none;
  border: none;
  color: ${(p) => (p.$active ? p.theme.colors.text : p.theme.colors.muted)};
  border-bottom: 2px solid ${(p) => (p.$active ? p.theme.colors.accent : 'transparent')};
  &:hover {
    color: ${(p) => p.theme.colors.text};
  }
`;

export interface FeedTabsProps {
  feeds: FeedConfig[];
  activeFeedId: string;
  onSelect(id: string): void;
  editing: boolean;
  onToggleEditing(): void;
}

/** The feed tabs (custom name, else default name) and the edit-mode toggle: 'Edit feeds' / 'Done'. */
export function FeedTabs({ feeds, activeFeedId, onSelect, editing, onToggleEditing }: FeedTabsProps) {
  return (
    <Row>
      <List role="tablist" aria-label="Feeds">
        {feeds.map((feed) => (
          <Tab
            key={feed.id}
            type="button"
            role="tab"
            aria-selected={feed.id === activeFeedId}
            $active={feed.id === activeFeedId}
            onClick={() => onSelect(feed.id)}
          >
            {tabLabel(feed)}
          </Tab>
        ))}
      </List>
      <Button variant={editing ? 'primary' : 'ghost'} size="sm" onClick={onToggleEditing}>
        {editing ? 'Done' : 'Edit feeds'}
      </Button>
    </Row>
  );
}
