import { Component, type ReactNode } from 'react';
import { ErrorState } from '@app/ui';

interface Props {
  title: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a remote's failure (load or render) inside its own route; every other route keeps working. */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(`[shell] ${this.props.title}:`, error);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  render() {
    if (!this.state.error) return this.props.children;
    return <ErrorState title={this.props.title} message={this.state.error.message} onRetry={this.retry} />;
  }
}
