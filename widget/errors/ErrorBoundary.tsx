import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
  /** Where a caught rendering error is reported. @default console.error */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/** Catches rendering errors of the screens (doc 1 §8) so one bug never blanks the venue's page. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    (this.props.onError ?? ((e, i) => console.error('booking-widget: render failed', e, i)))(
      error,
      info,
    );
  }

  reset = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
