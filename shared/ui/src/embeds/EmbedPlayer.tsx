import styled from '@emotion/styled';
import type { Embed } from './embedRules';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  max-width: 650px;
  margin: ${(p) => p.theme.spacing.sm}px 0;
  border: 0;
  border-radius: ${(p) => p.theme.radius.md}px;
  background: ${(p) => p.theme.colors.surface};
`;

/**
 * A music (650×150) or podcast (650×200) player of a supported provider. The iframe is sandboxed: the provider's
 * own scripts run in its own origin; it cannot reach this page, navigate it or open dialogs.
 */
export function EmbedPlayer({ embed }: { embed: Extract<Embed, { type: 'music' | 'podcast' }> }) {
  return (
    <Frame
      src={embed.src}
      title={`${embed.provider} player`}
      width={embed.width}
      height={embed.height}
      style={{ height: embed.height }}
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      allow="encrypted-media; clipboard-write"
      referrerPolicy="strict-origin-when-cross-origin"
      loading="lazy"
      data-testid={`${embed.type}-player`}
    />
  );
}
