import styled from '@emotion/styled';
import { useLayoutEffect, useRef } from 'react';
import { Button, horizontalScrollCue, revealSelected, useTabs } from '@app/ui';
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
  min-width: 0; /* shrink and scroll rather than run under 'Edit feeds' */
  gap: ${(p) => p.theme.spacing.xs}px;
  ${(p) => horizontalScrollCue(p.theme)}
`;

/** The element the feed tabs control: the list of the active feed. */
export const FEED_PANEL_ID = 'home-feed-panel';

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

/**
 * The feed tabs (custom name, else default name; the WAI-ARIA tabs pattern, scrolling with a cue when they do not fit)
 * and the edit-mode toggle: 'Edit feeds' / 'Done'.
 */
export function FeedTabs({ feeds, activeFeedId, onSelect, editing, onToggleEditing }: FeedTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const tabs = useTabs({ ids: feeds.map((feed) => feed.id), selected: activeFeedId, onSelect, panelId: FEED_PANEL_ID });
  useLayoutEffect(() => revealSelected(list.current), [activeFeedId]);
  return (
    <Row>
      <List ref={list} aria-label="Feeds" {...tabs.listProps}>
        {feeds.map((feed) => (
          <Tab key={feed.id} type="button" $active={feed.id === activeFeedId} {...tabs.tabProps(feed.id)}>
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
