// One boundary per remote slot: a remote that cannot be fetched, or that throws while rendering, is
// replaced by a message and a Retry button; the header, the session and the rest of the page live on.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES, remoteUnavailableTitle } from '@shoreline/shared-domain/messages';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import type { RemoteName } from '@shoreline/shared-ui/contract';
import { RemoteUnavailableError } from './RemoteUnavailableError';

export interface RemoteErrorBoundaryProps {
  name: RemoteName;
  /** Clears the error when it changes (the user navigated elsewhere). */
  resetKey: string;
  onRetry: () => void;
  children?: ReactNode;
}

interface State {
  error: unknown;
  errorKey: string | null;
}

const AREA: Record<RemoteName, string> = { guest: 'travel', host: 'hosting', admin: 'admin' };

export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null, errorKey: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: RemoteErrorBoundaryProps, state: State): Partial<State> | null {
    if (state.error !== null && state.errorKey === null) return { errorKey: props.resetKey };
    if (state.error !== null && state.errorKey !== props.resetKey) return { error: null, errorKey: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[shoreline] the ${this.props.name} app failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const unavailable = error instanceof RemoteUnavailableError;
    return (
      <ErrorBox
        title={unavailable ? remoteUnavailableTitle(AREA[this.props.name]) : MESSAGES.remoteCrashedTitle}
        message={unavailable ? MESSAGES.remoteUnavailableHint : MESSAGES.remoteCrashedHint}
        action={{ label: 'Retry', onClick: this.props.onRetry }}
      />
    );
  }
}
