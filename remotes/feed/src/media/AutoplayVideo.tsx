import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';

/** Spec 2 'Carousel': a video plays once a third of it is visible. */
export const AUTOPLAY_VISIBILITY = 0.33;

const Video = styled.video`
  max-width: 100%;
  max-height: 100%;
`;

/** A muted inline video that plays while at least 33% of it is on screen and pauses otherwise. */
export function AutoplayVideo({ url, autoplay = true }: { url: string; autoplay?: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element || !autoplay || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.intersectionRatio >= AUTOPLAY_VISIBILITY) element.play().catch(() => undefined);
        else element.pause();
      },
      { threshold: [0, AUTOPLAY_VISIBILITY] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [autoplay, url]);
  return <Video ref={video} src={url} muted playsInline loop controls preload="metadata" data-autoplay={autoplay} />;
}
