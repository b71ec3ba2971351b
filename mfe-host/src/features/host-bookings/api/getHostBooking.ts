import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { HostBooking } from '@shoreline/shared-domain/types';

/**
 * GET /api/host/bookings/:id: one booking of the host's own listings, with its decline reason and,
 * while pending, the nights that became taken meanwhile (issue 22). 404 for anyone else's (400 when
 * the id is malformed).
 */
export function getHostBooking(api: ApiClient, id: string): Promise<HostBooking> {
  return callApi(api, 'get', '/api/host/bookings/{id}', { params: { id } });
}
