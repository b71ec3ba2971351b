import type { HostRequest, HostRequestStatus, Page } from '@shoreline/shared-domain/types';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { keysetOrder, readPage, type PageRequest } from '../../../db/keyset-page';

interface HostRequestRow {
  id: string;
  user_id: string;
  name: string;
  email: string;
  reason: string;
  status: HostRequestStatus;
  created_at: Date;
  reviewed_at: Date | null;
  reviewed_by: string | null;
  rejection_reason: string | null;
}

export interface NewHostRequest {
  userId: string;
  name: string;
  email: string;
  reason: string;
}

const COLUMNS = [
  'id',
  'user_id',
  'name',
  'email',
  'reason',
  'status',
  'created_at',
  'reviewed_at',
  'reviewed_by',
  'rejection_reason',
];

function toHostRequest(row: HostRequestRow): HostRequest {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    reason: row.reason,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at ? row.reviewed_at.toISOString() : null,
    reviewedBy: row.reviewed_by,
    rejectionReason: row.rejection_reason,
  };
}

/** The admin's queue: newest first, the id breaking ties (index host_requests_status_idx). */
export const HOST_REQUESTS_ORDER = keysetOrder('host-requests', 'desc', [
  { column: 'created_at', kind: 'micros' },
  { column: 'id', kind: 'uuid' },
] as const);

const NEWEST_FIRST = [
  { column: 'created_at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

function createHostRequestsRepository(knex: Knex) {
  return {
    async findById(id: string, trx: Knex = knex): Promise<HostRequest | null> {
      const row = (await trx('host_requests').select(COLUMNS).where({ id }).first()) as
        HostRequestRow | undefined;
      return row ? toHostRequest(row) : null;
    },

    /** The user's most recent request, whatever its status. */
    async findLatestByUser(userId: string, trx: Knex = knex): Promise<HostRequest | null> {
      const row = (await trx('host_requests')
        .select(COLUMNS)
        .where({ user_id: userId })
        .orderBy([...NEWEST_FIRST])
        .first()) as HostRequestRow | undefined;
      return row ? toHostRequest(row) : null;
    },

    async hasPending(userId: string, trx: Knex = knex): Promise<boolean> {
      const row = await trx('host_requests')
        .select('id')
        .where({ user_id: userId, status: 'pending' })
        .first();
      return row !== undefined;
    },

    /** A page of the requests in one status, newest first. */
    async listByStatus(
      status: HostRequestStatus,
      page: PageRequest,
      trx: Knex = knex,
    ): Promise<Page<HostRequest>> {
      const query = trx('host_requests').select(COLUMNS).where({ status });
      return readPage(trx, query, HOST_REQUESTS_ORDER, page, toHostRequest);
    },

    /** Inserts a pending request; a second pending one of a user violates `host_requests_one_pending_per_user`. */
    async create(request: NewHostRequest, trx: Knex = knex): Promise<HostRequest> {
      const [row] = (await trx('host_requests')
        .insert({ user_id: request.userId, name: request.name, email: request.email, reason: request.reason })
        .returning(COLUMNS)) as HostRequestRow[];
      if (!row) throw new Error('insert into host_requests returned no row');
      return toHostRequest(row);
    },

    /**
     * Compare-and-swap review: only a request still in `from` moves, with who decided and (for a
     * rejection) the reason the requester will see; null when it had already moved.
     */
    async decide(
      id: string,
      from: HostRequestStatus,
      to: HostRequestStatus,
      decision: { reviewedBy: string; rejectionReason: string | null },
      trx: Knex = knex,
    ): Promise<HostRequest | null> {
      const [row] = (await trx('host_requests')
        .where({ id, status: from })
        .update({
          status: to,
          reviewed_at: trx.fn.now(),
          reviewed_by: decision.reviewedBy,
          rejection_reason: decision.rejectionReason,
        })
        .returning(COLUMNS)) as HostRequestRow[];
      return row ? toHostRequest(row) : null;
    },
  };
}

export type HostRequestsRepository = ReturnType<typeof createHostRequestsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    hostRequestsRepository: HostRequestsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('hostRequestsRepository', createHostRequestsRepository(app.knex));
  },
  { name: 'host-requests-repository', dependencies: ['db'] },
);
