import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { safeHttpUrl } from '../content/safeHttpUrl';
import { EmptyState } from '@app/ui';
import { Modal, useTabs } from '@app/ui';
import { PersonRow } from '../people/PersonRow';
import type { LikeItem, ReactionSummary, ZapItem } from './noteActionsContract';
import type { ReactionsTab } from './ReactionsBarView';
import { formatCount, reactionText, zapComment } from './reactionRules';

const TabList = styled.div`
  display: flex;
  gap: ${(p) => p.theme.spacing.xs}px;
  margin-bottom: ${(p) => p.theme.spacing.md}px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const TabButton = styled.button<{ $active: boolean }>`
  padding: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.lg}px;
  background: transparent;
  border: 0;
  border-bottom: 2px solid ${(p) => (p.$active ? p.theme.colors.accent : 'transparent')};
  color: ${(p) => (p.$active ? p.theme.colors.text : p.theme.colors.muted)};
  font-weight: 600;
  cursor: pointer;
`;

const List = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.spacing.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Aside = styled.span`
  flex-shrink: 0;
  max-width: 45%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${(p) => p.theme.colors.muted};
  img {
    width: 24px;
    height: 24px;
    vertical-align: middle;
  }
`;

const TABS: { id: ReactionsTab; label: string; empty: string }[] = [
  { id: 'likes', label: 'Likes', empty: 'No reactions yet' },
  { id: 'reposts', label: 'Reposts', empty: 'No reposts yet' },
  { id: 'zaps', label: 'Zaps', empty: 'No zaps yet' },
];
const TAB_IDS = TABS.map((item) => item.id);

export interface ReactionsDialogViewProps {
  summary: ReactionSummary;
  initialTab?: ReactionsTab;
  onClose(): void;
}

function LikeAside({ like }: { like: LikeItem }) {
  const url = like.emojiUrl ? safeHttpUrl(like.emojiUrl) : null;
  return <Aside>{url ? <img src={url} alt={like.content} /> : reactionText(like.content)}</Aside>;
}

function ZapAside({ zap }: { zap: ZapItem }) {
  const comment = zapComment(zap.comment);
  return <Aside title={zap.comment || undefined}>{`⚡ ${formatCount(zap.amount)}${comment ? ` · ${comment}` : ''}`}</Aside>;
}

/** Spec 2 §2 reactions dialog: tabs Likes, Reposts, Zaps, each listing people (profiles loaded through the core) with their reaction. */
export function ReactionsDialogView({ summary, initialTab = 'likes', onClose }: ReactionsDialogViewProps) {
  const [tab, setTab] = useState<ReactionsTab>(initialTab);
  const rows: { key: string; pubkey: string; aside?: ReactNode }[] =
    tab === 'likes'
      ? summary.likes.map((like) => ({ key: like.id, pubkey: like.pubkey, aside: <LikeAside like={like} /> }))
      : tab === 'reposts'
        ? summary.reposts.map((repost) => ({ key: repost.id, pubkey: repost.pubkey }))
        : summary.zaps.map((zap) => ({ key: zap.id, pubkey: zap.pubkey, aside: <ZapAside zap={zap} /> }));
  const current = TABS.find((item) => item.id === tab)!;
  const tabs = useTabs({ ids: TAB_IDS, selected: tab, onSelect: setTab });
  return (
    <Modal title="Reactions" onClose={onClose}>
      <TabList aria-label="Reaction types" {...tabs.listProps}>
        {TABS.map((item) => (
          <TabButton key={item.id} $active={item.id === tab} {...tabs.tabProps(item.id)}>
            {item.label}
          </TabButton>
        ))}
      </TabList>
      <div {...tabs.panelProps(tab)}>
        {rows.length === 0 ? (
          <EmptyState title={current.empty} />
        ) : (
          <List>
            {rows.map((row) => (
              <li key={row.key}>
                <PersonRow pubkey={row.pubkey} action={row.aside} />
              </li>
            ))}
          </List>
        )}
      </div>
    </Modal>
  );
}
