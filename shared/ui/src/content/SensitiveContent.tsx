import styled from '@emotion/styled';
import { useState, type MouseEvent, type ReactNode } from 'react';

const Wrap = styled.div`
  position: relative;
  min-height: 96px;
  overflow: hidden;
`;

const Blurred = styled.div`
  filter: blur(24px);
  pointer-events: none;
  user-select: none;
`;

const Reveal = styled.button`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.spacing.xs}px;
  width: 100%;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  background: rgba(15, 17, 21, 0.55);
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  cursor: pointer;
  overflow-wrap: anywhere;
`;

export interface SensitiveContentProps {
  /** Content-warning reason ('' for none given); null means the content is not sensitive. */
  reason: string | null;
  /** The blurNSFW setting: when off, sensitive content shows at once. */
  blur: boolean;
  children: ReactNode;
}

/** Blurs sensitive content (NIP-36 / NSFW) while the blur setting is on; the first click unblurs it. */
export function SensitiveContent({ reason, blur, children }: SensitiveContentProps) {
  const [revealed, setRevealed] = useState(false);
  if (reason === null || !blur || revealed) return <>{children}</>;
  const reveal = (click: MouseEvent) => {
    click.stopPropagation();
    setRevealed(true);
  };
  return (
    <Wrap data-testid="sensitive-content">
      <Blurred aria-hidden="true" inert>
        {children}
      </Blurred>
      <Reveal type="button" onClick={reveal}>
        <strong>Content warning{reason && reason !== 'NSFW' ? `: ${reason.slice(0, 100)}` : ' (NSFW)'}</strong>
        <span>Click to show</span>
      </Reveal>
    </Wrap>
  );
}
