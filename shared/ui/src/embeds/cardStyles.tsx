import styled from '@emotion/styled';
import { useCopyFlag } from '@app/ui';
import { Button } from '@app/ui';

/** The box of an embedded card (invoice, token, address…): never wider than its container. */
export const EmbedCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.xs}px;
  max-width: min(100%, 650px);
  margin: ${(p) => p.theme.spacing.sm}px 0;
  padding: ${(p) => p.theme.spacing.md}px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  background: ${(p) => p.theme.colors.surface};
  white-space: normal;
  overflow-wrap: anywhere;
`;

export const CardTitle = styled.div`
  font-weight: 600;
`;

export const CardAmount = styled.div`
  font-size: ${(p) => p.theme.fontSizes.lg}px;
  font-weight: 700;
`;

export const CardMuted = styled.div`
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes.sm}px;
`;

export const CardError = styled.div`
  color: ${(p) => p.theme.colors.error};
  font-size: ${(p) => p.theme.fontSizes.sm}px;
`;

export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm}px;
`;

/** 'Copy', then 'Copied' for 2 s. */
export function CopyButton({ text }: { text: string }) {
  const { copied, copy } = useCopyFlag();
  return (
    <Button variant="secondary" size="sm" onClick={() => void copy(text)}>
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
