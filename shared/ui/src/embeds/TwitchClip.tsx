import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { CardError, EmbedCard } from './cardStyles';
import { twitchClipSrc } from './embedRules';

/** How long the clip player may take to load before the failure message shows. */
export const TWITCH_LOAD_TIMEOUT_MS = 15_000;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  max-width: 650px;
  aspect-ratio: 16 / 9;
  margin: ${(p) => p.theme.spacing.sm}px 0;
  border: 0;
  border-radius: ${(p) => p.theme.radius.md}px;
`;

export interface TwitchClipProps {
  slug: string;
  /** The link as written in the note, for 'Watch on Twitch'. */
  url: string;
  /** Forces the failure state (stories); otherwise it shows when the player does not load in time. */
  failed?: boolean;
}

/** A Twitch clip player; on failure 'Failed to load Twitch clip' with a 'Watch on Twitch' link. */
export function TwitchClip({ slug, url, failed: forcedFailure = false }: TwitchClipProps) {
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  useEffect(() => {
    const timer = setTimeout(() => setStatus((s) => (s === 'loading' ? 'failed' : s)), TWITCH_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [slug]);
  if (forcedFailure || status === 'failed') {
    return (
      <EmbedCard>
        <CardError role="alert">Failed to load Twitch clip</CardError>
        <a href={url} target="_blank" rel="noopener noreferrer">
          Watch on Twitch
        </a>
      </EmbedCard>
    );
  }
  return (
    <Frame
      src={twitchClipSrc(slug, window.location.hostname)}
      title="Twitch clip"
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      allow="fullscreen"
      onLoad={() => setStatus('loaded')}
      onError={() => setStatus('failed')}
      data-testid="twitch-clip"
    />
  );
}
