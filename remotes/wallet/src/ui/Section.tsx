import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';

const Frame = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.md}px;
  padding: ${(p) => p.theme.spacing.lg}px 0;
  border-top: 1px solid ${(p) => p.theme.colors.border};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.spacing.sm}px;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md}px;
  }
`;

export interface SectionProps {
  title: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One part of the wallet page, named by its heading. */
export function Section({ title, actions, children }: SectionProps) {
  const id = useId();
  return (
    <Frame aria-labelledby={id}>
      <Head>
        <h2 id={id}>{title}</h2>
        {actions}
      </Head>
      {children}
    </Frame>
  );
}
