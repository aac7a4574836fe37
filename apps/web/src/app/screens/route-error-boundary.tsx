import { Component, type ReactNode } from 'react';
import { RouteErrorScreen } from './route-error-screen';

interface Props {
  /** Full screen around the whole app; inside the main layout around its pages. */
  fullScreen?: boolean;
  /** The current path: moving to another page clears the error, as a new page load would. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  failedAt: string;
}

/** Shows the error screen instead of the screens it wraps when one fails to load or render. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false, failedAt: '' };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!state.failed) return state.failedAt === props.resetKey ? null : { failedAt: props.resetKey };
    if (state.failedAt !== props.resetKey)
      return { error: undefined, failed: false, failedAt: props.resetKey };
    return null;
  }

  override render() {
    if (this.state.failed)
      return <RouteErrorScreen error={this.state.error} fullScreen={this.props.fullScreen} />;
    return this.props.children;
  }
}
