import { act, render, screen } from '@testing-library/react';
import type { Rates } from '@shoreline/shared-domain/types';
import { Price } from '../components/Price';
import { createTableApi } from '../api/createTableApi';
import type { ShellApi } from '../contract';
import { createShellApi } from './createShellApi';
import { RemoteRoot } from './RemoteRoot';
import { useSession } from './useSession';
import { useCurrency } from './useCurrency';
import { useOnline } from './useOnline';
import { useShell } from './useShell';
import { ana, liveRates } from './testFixtures';

const rates: Rates = liveRates(1.2, 0.8, '2026-07-01T10:00:00.000Z');

function RemotePage() {
  const user = useSession((state) => state.user);
  const { format } = useCurrency();
  const online = useOnline();
  return (
    <div>
      <p>{user ? `Hello ${user.name}` : 'Signed out'}</p>
      <p data-testid="price">
        <Price amountEur={100} suffix="/night" />
      </p>
      <p data-testid="formatted">{format(50)}</p>
      <p>{online ? 'online' : 'offline'}</p>
    </div>
  );
}

function shellWith(): ShellApi {
  const shell = createShellApi({
    api: createTableApi({ 'POST /api/auth/signout': () => undefined }),
    storage: null,
    online: true,
  });
  shell.currency.setState({ rates, ratesStatus: 'ready' });
  return shell;
}

describe('RemoteRoot', () => {
  it("re-renders a remote's prices when the header changes the currency, without remounting", () => {
    const shell = shellWith();
    render(
      <RemoteRoot shell={shell}>
        <RemotePage />
      </RemoteRoot>,
    );
    expect(screen.getByTestId('price')).toHaveTextContent('€100.00/night');
    act(() => shell.currency.getState().setCode('USD'));
    expect(screen.getByTestId('price')).toHaveTextContent('$120.00/night');
    expect(screen.getByTestId('formatted')).toHaveTextContent('$60.00');
    act(() => shell.currency.getState().setCode('GBP'));
    expect(screen.getByTestId('price')).toHaveTextContent('£80.00/night');
  });

  it('shows the remote every session change the shell makes, sign-out included', async () => {
    const shell = shellWith();
    render(
      <RemoteRoot shell={shell}>
        <RemotePage />
      </RemoteRoot>,
    );
    act(() => shell.session.getState().setUser(ana));
    expect(screen.getByText('Hello Ana Silva')).toBeInTheDocument();
    await act(() => shell.session.getState().signOut());
    expect(screen.getByText('Signed out')).toBeInTheDocument();
  });

  it('passes the network state through', () => {
    const shell = shellWith();
    render(
      <RemoteRoot shell={shell}>
        <RemotePage />
      </RemoteRoot>,
    );
    act(() => shell.network.setState({ online: false }));
    expect(screen.getByText('offline')).toBeInTheDocument();
  });

  it('refuses a shell speaking another contract version, so the slot shows its error instead', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const shell = { ...shellWith(), version: 2 } as unknown as ShellApi;
    expect(() => render(<RemoteRoot shell={shell}>x</RemoteRoot>)).toThrow(/contract 2 is not supported/);
    jest.restoreAllMocks();
  });
});

describe('useShell', () => {
  it('explains what is missing outside a RemoteRoot', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      useShell();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(/needs a <ShellProvider> or <RemoteRoot>/);
    jest.restoreAllMocks();
  });
});
