import styled from '@emotion/styled';
import type { MouseEvent } from 'react';
import { AutoplayVideo } from './AutoplayVideo';
import { isMounted } from './carousel';
import type { MediaItem } from './media-items';
import { MediaImage } from './MediaImage';
import { useSwipe } from './useSwipe';

const Viewport = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  overflow: hidden;
  touch-action: pan-y;
  user-select: none;
`;

const Track = styled.div<{ $animate: boolean }>`
  display: flex;
  height: 100%;
  transition: ${(p) => (p.$animate ? 'transform 0.25s ease-out' : 'none')};
`;

const Slide = styled.div`
  flex: 0 0 100%;
  height: 100%;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${(p) => p.theme.spacing.xxl}px ${(p) => p.theme.spacing.lg}px;
  box-sizing: border-box;
`;

export interface MediaSlidesProps {
  items: MediaItem[];
  index: number;
  onStep(step: 1 | -1): void;
  /** A click on the empty area around the media. */
  onBackdropClick(): void;
  autoplayVideos?: boolean;
}

/** The swipeable row of media; only the current item and its neighbours are mounted (so they preload). */
export function MediaSlides({ items, index, onStep, onBackdropClick, autoplayVideos = true }: MediaSlidesProps) {
  const swipe = useSwipe(onStep);
  const handleClick = (click: MouseEvent<HTMLElement>) => {
    if (swipe.justDragged.current) return;
    if (!(click.target as Element).closest('img, video, button, a')) onBackdropClick();
  };
  const size = { width: Math.round(window.innerWidth), height: Math.round(window.innerHeight) };
  return (
    <Viewport data-testid="media-slides" {...swipe.handlers}>
      <Track $animate={swipe.offset === 0} style={{ transform: `translateX(calc(${-index * 100}% + ${swipe.offset}px))` }}>
        {items.map((item, slide) => (
          <Slide
            key={`${item.event.id}:${item.url}`}
            onClick={handleClick}
            aria-hidden={slide !== index}
            data-testid="media-slide"
            data-current={slide === index}
          >
            {isMounted(slide, index) &&
              (item.type === 'video' ? (
                <AutoplayVideo url={item.url} autoplay={autoplayVideos && slide === index} />
              ) : (
                <MediaImage url={item.url} blurhash={item.blurhash} alt={item.alt} width={size.width} height={size.height} />
              ))}
          </Slide>
        ))}
      </Track>
    </Viewport>
  );
}
