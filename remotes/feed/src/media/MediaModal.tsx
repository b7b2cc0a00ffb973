import styled from '@emotion/styled';
import { useEffect, useMemo, useState } from 'react';
import { LiveNoteCard, useContentSettings } from '@app/ui/nostr';
import { Modal } from '@app/ui';
import { clampIndex } from './carousel';
import { ControlButton, MediaArrows, MediaCounter, MediaDots } from './MediaControls';
import type { MediaItem } from './media-items';
import { MediaSlides } from './MediaSlides';
import { useSidebarVisible, type SidebarSetting } from './sidebar-setting';

/** Spec 2: the optional side panel is 400 px wide. */
export const SIDE_PANEL_WIDTH = 400;

const Stage = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  display: flex;
`;

const TopBar = styled.div`
  position: absolute;
  top: ${(p) => p.theme.spacing.md}px;
  left: ${(p) => p.theme.spacing.md}px;
  right: ${(p) => p.theme.spacing.md}px;
  z-index: 2;
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
  & > :first-of-type {
    margin-right: auto;
  }
`;

const SidePanel = styled.aside`
  flex: 0 0 ${SIDE_PANEL_WIDTH}px;
  max-width: 50vw;
  overflow-y: auto;
  background: ${(p) => p.theme.colors.bg};
  border-left: 1px solid ${(p) => p.theme.colors.border};
`;

export interface MediaModalProps {
  items: MediaItem[];
  /** The item shown first. */
  startIndex: number;
  onClose(): void;
  /** Where the side-panel toggle is kept (the tab's localStorage by default). */
  sidebarSetting?: SidebarSetting;
}

/** Steps on ←/→ while open (Escape, focus and closing on a route change are the dialog's). */
function useStepKeys(onStep: (step: 1 | -1) => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onStep(-1);
      else if (event.key === 'ArrowRight') onStep(1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onStep]);
}

/** The full-screen media viewer (the app's dialog): swipeable media, counter, arrows, dots and an optional panel with the note. */
export function MediaModal({ items, startIndex, onClose, sidebarSetting }: MediaModalProps) {
  const [index, setIndex] = useState(() => clampIndex(startIndex, items.length));
  const [panelVisible, setPanelVisible] = useSidebarVisible(sidebarSetting);
  const { autoplayVideos } = useContentSettings();
  const step = useMemo(() => (delta: 1 | -1) => setIndex((current) => clampIndex(current + delta, items.length)), [items.length]);
  useStepKeys(step);
  const current = items[index];
  if (!current) return null;
  return (
    <Modal title="Media viewer" variant="fullscreen" onClose={onClose}>
      <Stage>
        <TopBar>
          <MediaCounter index={index} total={items.length} />
          <ControlButton type="button" aria-pressed={panelVisible} onClick={() => setPanelVisible(!panelVisible)}>
            {panelVisible ? 'Hide note' : 'Show note'}
          </ControlButton>
          <ControlButton type="button" aria-label="Close" onClick={onClose}>
            ✕
          </ControlButton>
        </TopBar>
        <MediaArrows index={index} total={items.length} onStep={step} />
        <MediaSlides items={items} index={index} onStep={step} onBackdropClick={onClose} autoplayVideos={autoplayVideos} />
        <MediaDots index={index} total={items.length} onGo={setIndex} />
      </Stage>
      {panelVisible && (
        <SidePanel aria-label="Note" data-testid="media-side-panel">
          <LiveNoteCard event={current.event} />
        </SidePanel>
      )}
    </Modal>
  );
}
