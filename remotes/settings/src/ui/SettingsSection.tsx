import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';

const Section = styled.section`
  margin-top: ${(p) => p.theme.spacing.xl}px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.md}px;
  color: ${(p) => p.theme.colors.text};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin: ${(p) => p.theme.spacing.xs}px 0 0;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.muted};
  overflow-wrap: anywhere;
`;

export interface SettingsSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** A titled group of settings (a region named by its heading). */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      {description && <Description>{description}</Description>}
      {children}
    </Section>
  );
}
