/**
 * @module components/ui/ErrorBoundary
 * The error boundary every island renders inside: a render error anywhere below it shows the
 * fullscreen 'Component Error' screen, whose Retry renders the children again.
 */
import { Component, createRef, type ErrorInfo, type ReactElement, type ReactNode, type Ref } from 'react';
import { devError } from '~/client/dev-log.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** Names the island in development logs. */
  name?: string;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/**
 * The fullscreen boundary screen: a fixed overlay over the whole viewport with Retry and Go Home.
 * @example <BoundaryScreen onRetry={reset} />
 */
export function BoundaryScreen({ onRetry, overlayRef }: { onRetry: () => void; overlayRef?: Ref<HTMLDivElement> }): ReactElement {
  return (
    <div className="error-overlay" role="alert" tabIndex={-1} ref={overlayRef}>
      <ErrorScreen kind="boundary" size="large" onRetry={onRetry} retryLabel="Retry" headingLevel={1} />
    </div>
  );
}

/**
 * Catches render errors of its children and shows the boundary screen instead.
 * @example <ErrorBoundary name="grid"><Grid /></ErrorBoundary>
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  private readonly overlay = createRef<HTMLDivElement>();

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    devError(`[ErrorBoundary${this.props.name ? `: ${this.props.name}` : ''}]`, error, info.componentStack);
  }

  override componentDidMount(): void {
    if (this.state.error) this.focusOverlay();
  }

  override componentDidUpdate(_props: ErrorBoundaryProps, previous: ErrorBoundaryState): void {
    if (this.state.error && !previous.error) this.focusOverlay();
  }

  /** The overlay hides the page, so keyboard and screen-reader users are moved onto it. */
  private focusOverlay(): void {
    this.overlay.current?.focus();
  }

  /** Clears the error so the children render again. */
  reset = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error) return <BoundaryScreen onRetry={this.reset} overlayRef={this.overlay} />;
    return this.props.children;
  }
}

export default ErrorBoundary;
