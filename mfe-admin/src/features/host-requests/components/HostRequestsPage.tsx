import { useRef } from 'react';
import type { HostRequestAction } from '@shoreline/shared-domain/hostRequestTransitions';
import { MESSAGES, withCount } from '@shoreline/shared-domain/messages';
import type { HostRequest } from '@shoreline/shared-domain/types';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { Page } from '@shoreline/shared-ui/components/Page';
import { PageHeader } from '@shoreline/shared-ui/components/PageHeader';
import { Spinner } from '@shoreline/shared-ui/components/Spinner';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { ListSection } from '../../../components/ListSection';
import { rowFailure } from '../../../components/rowFailure';
import { useRowAction } from '../../../hooks/useRowAction';
import { approveHostRequest } from '../api/approveHostRequest';
import { rejectHostRequest } from '../api/rejectHostRequest';
import { usePendingHostRequests } from '../hooks/usePendingHostRequests';
import { HostRequestCard } from './HostRequestCard';

const DECIDE = { approve: approveHostRequest, reject: rejectHostRequest } as const;

const outcome = (request: HostRequest, action: HostRequestAction) =>
  action === 'approve'
    ? `${request.name} is now a host.`
    : `The host request from ${request.name} was rejected.`;

/** `/admin/host-requests` (SPEC 2 screen 12): pending requests, approve or reject, then a fresh list. */
export function HostRequestsPage() {
  const api = useApi();
  const requests = usePendingHostRequests();
  const decision = useRowAction<HostRequestAction>();
  const listHeading = useRef<HTMLHeadingElement>(null);

  const decide = (request: HostRequest, action: HostRequestAction) =>
    void decision.run(request.id, action, () => DECIDE[action](api, request.id), {
      fallback: MESSAGES.hostRequestUpdateFailed,
      success: outcome(request, action),
      onDone: () => {
        requests.setData((list) => list.filter((candidate) => candidate.id !== request.id));
        requests.reload();
        listHeading.current?.focus();
      },
      onStale: requests.reload,
    });

  const failure = rowFailure(decision.failure, requests.data);

  return (
    <Page>
      <PageHeader
        title="Host Requests"
        subtitle="People who asked to list their places. Approving a request gives them the host role."
      />
      {decision.notice && (
        <Notice tone="success" onDismiss={decision.dismiss}>
          {decision.notice}
        </Notice>
      )}
      {failure.page && <ErrorBox message={failure.page} />}
      {requests.status === 'loading' && <Spinner block showLabel label="Loading host requests" />}
      {requests.status === 'error' && (
        <ErrorBox
          message={MESSAGES.hostRequestsLoadFailed}
          action={{ label: 'Retry', onClick: requests.reload }}
        />
      )}
      {requests.status === 'success' && (
        <ListSection
          title={withCount(MESSAGES.pendingRequests, requests.data.length)}
          headingRef={listHeading}
          items={requests.data}
          keyOf={(request) => request.id}
          empty={{ title: MESSAGES.noPendingHostRequests, text: 'New requests will show here.' }}
          renderItem={(request) => (
            <HostRequestCard
              request={request}
              running={decision.running?.id === request.id ? decision.running.action : null}
              disabled={decision.running !== null && decision.running.id !== request.id}
              failure={failure.row(request.id)}
              onDecide={decide}
            />
          )}
        />
      )}
    </Page>
  );
}
