import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ErrorBox } from './ErrorBox';

export interface CalendarLoadBoundaryProps {
  /** Fetch the calendar's code again, then render it. */
  onRetry: () => void;
  children?: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * The range calendar's code is fetched when the picker opens: offline, that fetch fails. The popup
 * then says so with a Retry button instead of taking the page down; the fields keep their dates.
 */
export class CalendarLoadBoundary extends Component<CalendarLoadBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(MESSAGES.calendarLoadFailed, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorBox
        message={MESSAGES.calendarLoadFailed}
        action={{
          label: 'Retry',
          onClick: () => {
            this.props.onRetry();
            this.setState({ failed: false });
          },
        }}
      />
    );
  }
}
