import { useRef, useState } from 'react';
import type { HostRequestAction } from '@shoreline/shared-domain/hostRequestTransitions';
import { MESSAGES, withCount } from '@shoreline/shared-domain/messages';
import type { HostRequest } from '@shoreline/shared-domain/types';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { LoadMore } from '@shoreline/shared-ui/components/LoadMore';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { Page } from '@shoreline/shared-ui/components/Page';
import { PageHeader } from '@shoreline/shared-ui/components/PageHeader';
import { Spinner } from '@shoreline/shared-ui/components/Spinner';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { ListSection } from '../../../components/ListSection';
import { rowFailure } from '../../../components/rowFailure';
import { useFocusAfterRender } from '../../../hooks/useFocusAfterRender';
import { useRowAction } from '../../../hooks/useRowAction';
import { approveHostRequest } from '../api/approveHostRequest';
import { rejectHostRequest } from '../api/rejectHostRequest';
import { usePendingHostRequests } from '../hooks/usePendingHostRequests';
import { HostRequestCard } from './HostRequestCard';
import { HostRequestDecisionDialog } from './HostRequestDecisionDialog';

const outcome = (request: HostRequest, action: HostRequestAction) =>
  action === 'approve'
    ? `${request.name} is now a host.`
    : `The host request from ${request.name} was rejected.`;

/**
 * `/admin/host-requests` (SPEC 2 screen 12): pending requests; approve or reject each after a
 * confirmation (a rejection may give the requester a reason), then a notice and a fresh list.
 */
export function HostRequestsPage() {
  const api = useApi();
  const requests = usePendingHostRequests();
  const decision = useRowAction<HostRequestAction>();
  const [deciding, setDeciding] = useState<{ request: HostRequest; action: HostRequestAction } | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const confirm = (reason: string | null) => {
    if (!deciding) return;
    const { request, action } = deciding;
    const call = () =>
      action === 'approve' ? approveHostRequest(api, request.id) : rejectHostRequest(api, request.id, reason);
    void decision.run(request.id, action, call, {
      fallback: MESSAGES.hostRequestUpdateFailed,
      success: outcome(request, action),
      onDone: () => {
        requests.setData((list) => list.filter((candidate) => candidate.id !== request.id));
        requests.reload();
        setDeciding(null);
        // The card that opened the dialog is gone: focus goes to the list, once the dialog has closed.
        focusAfterRender(() => listHeading.current);
      },
      // Another admin decided first: the dialog closes and the reason shows on the page.
      onStale: () => {
        setDeciding(null);
        requests.reload();
      },
    });
  };

  const cancel = () => {
    setDeciding(null);
    decision.dismiss();
  };

  // While the dialog is open, a failure shows inside it; afterwards, on its card or on the page.
  const failure = rowFailure(deciding ? null : decision.failure, requests.data);

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
          title={withCount(MESSAGES.pendingRequests, requests.data.length, requests.hasMore)}
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
              onDecide={(chosen, action) => setDeciding({ request: chosen, action })}
            />
          )}
        />
      )}
      {requests.status === 'success' && <LoadMore list={requests} />}
      <HostRequestDecisionDialog
        deciding={deciding}
        busy={decision.running !== null}
        error={deciding ? decision.failure?.message : undefined}
        onConfirm={confirm}
        onCancel={cancel}
      />
    </Page>
  );
}
