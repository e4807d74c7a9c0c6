import { Component, type ReactNode } from 'react';
import { forgetFailedDownloads } from '../i18n/retry';

interface Props {
  fallback: (retry: () => void) => ReactNode;
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/**
 * Keeps the shell on screen when a page fails to load or render; a new route resets it. Once the
 * error shows, failed page and catalogue downloads are forgotten, so retry or the next visit
 * downloads them again.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  componentDidCatch() {
    forgetFailedDownloads();
  }

  retry = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
