import { HOST_REQUEST_STATUSES } from '@shoreline/shared-domain/types';
import { Type } from 'typebox';
import { IsoDateTime, Uuid } from '../lib/schemas';
import { named } from './named';

// TypeBox mirror of the HostRequest wire type in shared-domain/src/types.ts (same fields, same names).

export const HostRequestStatus = named('HostRequestStatus', Type.Enum(HOST_REQUEST_STATUSES));

export const HostRequest = named(
  'HostRequest',
  Type.Object({
    id: Uuid,
    userId: Uuid,
    name: Type.String(),
    email: Type.String(),
    reason: Type.String(),
    status: HostRequestStatus,
    createdAt: IsoDateTime,
    reviewedAt: Type.Union([IsoDateTime, Type.Null()]),
    reviewedBy: Type.Union([Uuid, Type.Null()]),
    rejectionReason: Type.Union([Type.String(), Type.Null()], {
      description: "The admin's optional reason for a rejection; the requester sees it",
    }),
  }),
  'A request to become a host, and its decision',
);
