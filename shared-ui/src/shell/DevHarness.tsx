// Runs one remote alone (`npm run dev -w mfe-guest`): the same ShellApi the shell builds (real stores,
// real API client through the dev server's /api proxy), a router, and a bar to sign in and switch
// currency. Nothing is faked, so what works here works inside the shell.
import { useEffect, useState, type ComponentType } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { RemoteAppProps, RemoteName } from '../contract';
import { ShorelineRoot } from '../components/ShorelineRoot';
import { createShellApi } from './createShellApi';
import { DevHarnessBar } from './DevHarnessBar';
import { startShellApi } from './startShellApi';
import styles from './DevHarness.module.css';

export interface DevHarnessProps {
  remote: RemoteName;
  App: ComponentType<RemoteAppProps>;
}

export function DevHarness({ remote, App }: DevHarnessProps) {
  const [shell] = useState(() => createShellApi());
  useEffect(() => startShellApi(shell, window), [shell]);
  return (
    <ShorelineRoot>
      <BrowserRouter>
        <DevHarnessBar remote={remote} shell={shell} />
        <main className={styles.main}>
          <App shell={shell} />
        </main>
      </BrowserRouter>
    </ShorelineRoot>
  );
}
