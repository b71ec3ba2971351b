// Authorization matrix: reports of conversations and the admins' reading of them (issue 25). The
// fixture is a conversation of `renter` about a listing of `host`, which `renter` has reported (the
// report row is the open one the admin routes need); `otherHost` is no party and `admin` none either.
// The other renter, an admin once the report is decided and the rows a refusal leaves unchanged are
// checked in access.test.ts and ../../conversations/report-conversation.test.ts.
import {
  adminsOnly,
  describeMatrix,
  listingOf,
  type Expected,
  type Row,
  type World,
} from '../../../test/authorization-matrix';
import { startConversation } from '../../../test/conversations';

const conversationOf = async (w: World) => startConversation(w.t, w.renter, await listingOf(w));

/** The renter's open report of a new conversation: its id and the conversation's. */
async function reportOf(w: World): Promise<{ reportId: string; conversationId: string }> {
  const conversationId = await conversationOf(w);
  const reportId = await w.t.app.conversationReportsRepository.create(
    conversationId,
    w.renter.user.id,
    'Rude',
  );
  if (!reportId) throw new Error('the report was not filed');
  return { reportId, conversationId };
}

/** The same report, already dismissed by another admin: nothing is open. */
async function decidedReportOf(w: World): Promise<{ reportId: string; conversationId: string }> {
  const report = await reportOf(w);
  await w.t.app.conversationReportsRepository.resolve(
    report.reportId,
    'dismissed',
    w.admin.user.id,
    new Date(),
  );
  return report;
}

/** Admins only, and for an admin the conversation or report is not open (404). */
const noneOpen: Expected = [401, 403, 403, 403, 404];

const ROWS: Row[] = [
  {
    route: 'POST /api/conversations/:id/reports',
    // Its two parties only; for anyone else the conversation does not exist.
    expected: [401, 201, 201, 404, 404],
    request: async (w) => ({
      method: 'POST',
      url: `/api/conversations/${await conversationOf(w)}/reports`,
      payload: { reason: 'Asked me to pay outside the site' },
    }),
  },
  {
    route: 'GET /api/admin/conversation-reports',
    expected: adminsOnly(200),
    request: async (w) => {
      await reportOf(w);
      return { method: 'GET', url: '/api/admin/conversation-reports' };
    },
  },
  {
    route: 'GET /api/admin/conversations/:id',
    expected: adminsOnly(200),
    request: async (w) => ({
      method: 'GET',
      url: `/api/admin/conversations/${(await reportOf(w)).conversationId}`,
    }),
  },
  {
    route: 'GET /api/admin/conversations/:id',
    variant: 'no open report',
    expected: noneOpen,
    request: async (w) => ({
      method: 'GET',
      url: `/api/admin/conversations/${(await decidedReportOf(w)).conversationId}`,
    }),
  },
  {
    route: 'GET /api/admin/conversations/:id/messages',
    expected: adminsOnly(200),
    request: async (w) => ({
      method: 'GET',
      url: `/api/admin/conversations/${(await reportOf(w)).conversationId}/messages`,
    }),
  },
  {
    route: 'GET /api/admin/conversations/:id/messages',
    variant: 'no open report',
    expected: noneOpen,
    request: async (w) => ({
      method: 'GET',
      url: `/api/admin/conversations/${(await decidedReportOf(w)).conversationId}/messages`,
    }),
  },
  {
    route: 'POST /api/admin/conversation-reports/:id/dismiss',
    expected: adminsOnly(204),
    request: async (w) => ({
      method: 'POST',
      url: `/api/admin/conversation-reports/${(await reportOf(w)).reportId}/dismiss`,
    }),
  },
  {
    route: 'POST /api/admin/conversation-reports/:id/dismiss',
    variant: 'decided already',
    expected: noneOpen,
    request: async (w) => ({
      method: 'POST',
      url: `/api/admin/conversation-reports/${(await decidedReportOf(w)).reportId}/dismiss`,
    }),
  },
  {
    route: 'POST /api/admin/conversation-reports/:id/deactivate',
    expected: adminsOnly(204),
    request: async (w) => ({
      method: 'POST',
      url: `/api/admin/conversation-reports/${(await reportOf(w)).reportId}/deactivate`,
    }),
  },
  {
    route: 'POST /api/admin/conversation-reports/:id/deactivate',
    variant: 'decided already',
    expected: noneOpen,
    request: async (w) => ({
      method: 'POST',
      url: `/api/admin/conversation-reports/${(await decidedReportOf(w)).reportId}/deactivate`,
    }),
  },
];

describeMatrix('conversation-reports', ROWS);
