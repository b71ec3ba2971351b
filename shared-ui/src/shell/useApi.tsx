import type { ApiClient } from '../contract';
import { useShell } from './useShell';

/** The shell's API client (cookie session, errors as ApiRequestError). */
export function useApi(): ApiClient {
  return useShell().api;
}
