import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback';
import { PageUnavailable } from './PageUnavailable';
import { isChunkLoadError } from './chunk-load-error';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Inside the public layout's <main> (a page failed): the header and footer stay around it. */
  inLayout?: boolean;
  /** The address: a failure belongs to the page it happened on, so moving to another clears it. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: Error | null;
  /** The resetKey of the last render. */
  address: string | undefined;
}

/**
 * Catches render errors and failed page-chunk downloads below it: a chunk that could not be fetched
 * says the page is not available (offline before the worker stored it, or replaced by a release);
 * anything else shows the friendly error page instead of a blank screen.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, address: undefined };

  static getDerivedStateFromError(error: unknown): Pick<ErrorBoundaryState, 'error'> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return state.address === props.resetKey ? null : { error: null, address: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (!isChunkLoadError(error)) console.error('LedgerLink: unhandled render error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isChunkLoadError(error)) return <PageUnavailable />;
    return <ErrorFallback detail={error.stack ?? error.message} inLayout={this.props.inLayout} />;
  }
}
