// Named types of API answers that no domain rule needs, read from the contract (api/openapi.json)
// instead of being declared a second time by hand in shared-domain.
import type { ApiResponse } from './callApi';

/** GET/PUT /api/me/notification-settings. */
export type NotificationSettings = ApiResponse<'get', '/api/me/notification-settings'>;

/** The bell's count: GET /api/notifications/unread-count and the mark-as-read answers. */
export type UnreadCount = ApiResponse<'get', '/api/notifications/unread-count'>;

/** POST /api/host-requests: the stored request and the requesting (maybe just created) user. */
export type HostRequestCreated = ApiResponse<'post', '/api/host-requests'>;

/**
 * GET /api/listings/:id/reviews: the published reviews as anyone may read them (issue 20: no ids of
 * reviewers, stays or moderators); `mine` marks the signed-in viewer's own.
 */
export type ListingReviews = ApiResponse<'get', '/api/listings/{id}/reviews'>;
export type PublicReview = ListingReviews['items'][number];
