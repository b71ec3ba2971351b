import { createNetworkStore } from './createNetworkStore';
import { trackNetwork } from './trackNetwork';

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

afterEach(() => setOnline(true));

it('follows the browser going offline and back online, until stopped', () => {
  const network = createNetworkStore(true);
  const stop = trackNetwork(network, window);
  setOnline(false);
  expect(network.getState().online).toBe(false);
  setOnline(true);
  expect(network.getState().online).toBe(true);
  stop();
  setOnline(false);
  expect(network.getState().online).toBe(true);
});
