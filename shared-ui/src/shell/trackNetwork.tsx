import type { StoreApi } from 'zustand';
import type { NetworkState } from '../contract';

/** Follows the window's online/offline events; returns the function that stops following them. */
export function trackNetwork(store: StoreApi<NetworkState>, target: Window): () => void {
  const update = () => store.setState({ online: target.navigator.onLine });
  target.addEventListener('online', update);
  target.addEventListener('offline', update);
  update();
  return () => {
    target.removeEventListener('online', update);
    target.removeEventListener('offline', update);
  };
}
