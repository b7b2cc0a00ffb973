import styled from '@emotion/styled';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../primitives/Button';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => p.theme.spacing.md}px ${(p) => p.theme.spacing.lg}px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  min-width: 0;
`;

const Title = styled.strong`
  color: ${(p) => p.theme.colors.error};
`;

const Stack = styled.pre`
  margin: 0;
  max-height: 200px;
  overflow: auto;
  font-size: ${(p) => p.theme.fontSizes.xs}px;
  color: ${(p) => p.theme.colors.muted};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Called when a render error is caught (logging). */
  onError?: (error: Error, info: ErrorInfo) => void;
  /** What 'Reload Page' does; reloads the page by default. */
  onReload?: () => void;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/** Wraps a feed item or a page: a render error shows 'Something went wrong.', 'Reload Page', the error and its stack. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    if (this.props.onError) this.props.onError(error, info);
    else console.error('Render error', error, info.componentStack);
  }

  private reload = () => (this.props.onReload ? this.props.onReload() : window.location.reload());

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Box role="alert" data-testid="error-boundary">
        <Title>Something went wrong.</Title>
        <div>
          <Button variant="secondary" size="sm" onClick={this.reload}>
            Reload Page
          </Button>
        </div>
        <Stack>{error.message}</Stack>
        {error.stack && <Stack>{error.stack}</Stack>}
      </Box>
    );
  }
}
