import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { User } from '@shoreline/shared-domain/types';
import { createTableApi, type TableHandler } from '@shoreline/shared-ui/api/createTableApi';
import { RemoteRoot } from '@shoreline/shared-ui/shell/RemoteRoot';
import { createShellApi } from '@shoreline/shared-ui/shell/createShellApi';

export const ADMIN: User = {
  id: '00000000-0000-4000-8000-0000000ad000',
  name: 'Shoreline Admin',
  email: 'admin@shoreline.test',
  roles: ['renter', 'admin'],
  createdAt: '2026-01-02T09:00:00.000Z',
};

/**
 * Mounts an admin page the way the shell does (real ShellApi stores inside RemoteRoot and a router),
 * signed in as the admin, with an ApiClient answering from `table` ('GET /api/admin/...': () => [...]).
 * A call without a handler is a 404, so a test never passes on a call it did not expect.
 */
export function renderAdminPage(page: ReactElement, table: Record<string, TableHandler>, path = '/admin') {
  const api = createTableApi(table);
  const shell = createShellApi({ api, storage: null, online: true });
  shell.session.getState().setUser(ADMIN);
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteRoot shell={shell}>{page}</RemoteRoot>
    </MemoryRouter>,
  );
  return { ...utils, api, shell };
}

/** A promise the test settles itself, to observe a loading or busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
