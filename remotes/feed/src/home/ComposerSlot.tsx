import styled from '@emotion/styled';
import { Link } from 'react-router';

const FakeTextarea = styled(Link)`
  display: none;
  margin: ${(p) => p.theme.spacing.md}px 0;
  padding: ${(p) => p.theme.spacing.md}px;
  min-height: 64px;
  color: ${(p) => p.theme.colors.muted};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  &:hover {
    text-decoration: none;
    border-color: ${(p) => p.theme.colors.accent};
  }
  ${(p) => p.theme.media.desktop} {
    display: block;
  }
`;

/** Desktop only: where the inline composer goes; for now a textarea-looking link to the new post page. */
export function ComposerSlot() {
  return (
    <FakeTextarea to="/new" role="button" aria-label="What's on your mind?" data-testid="composer-slot">
      What's on your mind?
    </FakeTextarea>
  );
}
