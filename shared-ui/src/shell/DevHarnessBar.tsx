// The top bar of a remote running alone: real sign-in against the API (the remote's dev server proxies
// /api), the currency choice and links to the slice's routes, i.e. what the shell's header would do.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useStore } from 'zustand';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { CURRENCIES } from '@shoreline/shared-domain/pricing';
import type { CurrencyCode } from '@shoreline/shared-domain/types';
import type { RemoteName, ShellApi } from '../contract';
import { ROUTE_TABLE } from '../routes';
import styles from './DevHarness.module.css';
import { callApi } from '../api/callApi';

export function DevHarnessBar({ remote, shell }: { remote: RemoteName; shell: ShellApi }) {
  const user = useStore(shell.session, (state) => state.user);
  const code = useStore(shell.currency, (state) => state.code);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const routes = ROUTE_TABLE.filter((route) => route.owner === remote && !route.path.includes(':'));

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const answer = await callApi(shell.api, 'post', '/api/auth/signin', {
        body: { email, password, remember: false },
      });
      shell.session.getState().setUser(answer.user);
    } catch {
      setError(MESSAGES.signInFailed);
    }
  };

  return (
    <nav className={styles.bar} aria-label="Standalone harness">
      <span className={styles.title}>Shoreline · {remote} (standalone)</span>
      <ul className={styles.links}>
        {routes.map((route) => (
          <li key={route.path}>
            <Link to={route.path}>{route.path}</Link>
          </li>
        ))}
      </ul>
      <label>
        Currency{' '}
        <select
          value={code}
          onChange={(event) => shell.currency.getState().setCode(event.target.value as CurrencyCode)}
        >
          {CURRENCIES.map((currency) => (
            <option key={currency.code} value={currency.code}>
              {currency.code}
            </option>
          ))}
        </select>
      </label>
      {user ? (
        <span className={styles.form}>
          {user.name} ({user.email}, {user.roles.join(', ')})
          <button type="button" onClick={() => void shell.session.getState().signOut()}>
            Sign Out
          </button>
        </span>
      ) : (
        <form className={styles.form} onSubmit={(event) => void signIn(event)}>
          <input
            aria-label="Email"
            placeholder="Email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <input
            aria-label="Password"
            placeholder="Password"
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button type="submit">Sign In</button>
          {error && (
            <span role="alert" className={styles.error}>
              {error}
            </span>
          )}
        </form>
      )}
    </nav>
  );
}
