import type { RemoteName } from '@shoreline/shared-ui/contract';

/** A remote's files could not be fetched or evaluated (not a crash while rendering). */
export class RemoteUnavailableError extends Error {
  readonly remote: RemoteName | null;

  constructor(remote: RemoteName | null, detail: string, options?: { cause?: unknown }) {
    super(`The ${remote ?? 'requested'} app could not be loaded: ${detail}`, options);
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}
