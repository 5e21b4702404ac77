import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen, LoadingScreen } from '../shell/layout/StatusPages.tsx';
import { isChunkLoadError } from './chunkReload.ts';

export interface RouteErrorBoundaryProps {
  /** The current path: when it changes, the error state clears (spec section 4). */
  resetKey: string;
  /** Retry reloads the page. */
  onRetry: () => void;
  /** A failed chunk: warns and reloads once; resolves false when it will not reload. */
  onChunkError: (error: unknown) => Promise<boolean>;
  /** Outside the main layout: the error screen fills the window. */
  bare?: boolean;
  children: ReactNode;
}

interface State {
  error: unknown;
  /** True while a chunk failure decides whether to reload, and while the page reloads. */
  reloading: boolean;
  resetKey: string;
}

/** Catches rendering errors of a screen: a chunk failure reloads once, anything else shows the error screen. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, State> {
  override state: State = { error: null, reloading: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    // A chunk failure shows the loading screen while it decides whether to reload, never the error first.
    return { error: error ?? new Error('Unknown rendering error'), reloading: isChunkLoadError(error) };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, reloading: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error)) {
      void this.props.onChunkError(error).then((reloads) => {
        if (!reloads && this.state.error === error) this.setState({ reloading: false });
      });
      return;
    }
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    if (this.state.reloading) return <LoadingScreen fullPage={this.props.bare} />;
    return <ErrorScreen onRetry={this.props.onRetry} bare={this.props.bare} />;
  }
}
