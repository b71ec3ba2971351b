import { createStore, type StoreApi } from 'zustand';
import type { NetworkState } from '../contract';

/** Online/offline as the browser reports it (SPEC 4: tracked; PRODUCT 15: the banner shows it). */
export function createNetworkStore(initiallyOnline: boolean): StoreApi<NetworkState> {
  return createStore<NetworkState>()(() => ({ online: initiallyOnline }));
}
