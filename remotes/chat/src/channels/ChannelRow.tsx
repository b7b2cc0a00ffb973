import styled from '@emotion/styled';
import type { Channel } from '@app/core/chat';
import { Link } from '@app/ui';
import { ChannelPicture } from './ChannelPicture';
import { channelName, channelPath } from './channel-display';

const Row = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.md}px;
  padding: ${(p) => p.theme.spacing.md}px;
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  border-radius: ${(p) => p.theme.radius.md}px;
  &:hover {
    background: ${(p) => p.theme.colors.surfaceRaised};
    text-decoration: none;
  }
`;

/** The text beside a channel's picture: its name and about, one line each. */
export const ChannelSummary = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  gap: 2px;
`;

/** One line of text, cut with an ellipsis. */
export const OneLine = styled.span<{ $muted?: boolean }>`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${(p) => (p.$muted ? 400 : 600)};
  font-size: ${(p) => (p.$muted ? p.theme.fontSizes.sm : p.theme.fontSizes.md)}px;
  color: ${(p) => (p.$muted ? p.theme.colors.muted : p.theme.colors.text)};
`;

/** A joined channel in the list: picture, name and about on one line, linking to the channel. */
export function ChannelRow({ channel }: { channel: Channel }) {
  return (
    <Row to={channelPath(channel.id)} data-testid="channel-row">
      <ChannelPicture channel={channel} />
      <ChannelSummary>
        <OneLine dir="auto">{channelName(channel)}</OneLine>
        {channel.about && (
          <OneLine $muted dir="auto">
            {channel.about}
          </OneLine>
        )}
      </ChannelSummary>
    </Row>
  );
}
