import { useRef, useState } from 'react';
import { MESSAGES, withCount } from '@shoreline/shared-domain/messages';
import type { Destination } from '@shoreline/shared-domain/types';
import { ConfirmDialog } from '@shoreline/shared-ui/components/ConfirmDialog';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { LoadMore } from '@shoreline/shared-ui/components/LoadMore';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { Page } from '@shoreline/shared-ui/components/Page';
import { PageHeader } from '@shoreline/shared-ui/components/PageHeader';
import { Spinner } from '@shoreline/shared-ui/components/Spinner';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { ListSection } from '../../../components/ListSection';
import { useFocusAfterRender } from '../../../hooks/useFocusAfterRender';
import { useRowAction } from '../../../hooks/useRowAction';
import { deleteDestination } from '../api/deleteDestination';
import { moveDestination } from '../api/moveDestination';
import { useDestinations } from '../hooks/useDestinations';
import { AddDestinationForm } from './AddDestinationForm';
import { DestinationCard, editButtonId, moveButtonId, type MoveDirection } from './DestinationCard';
import { EditDestinationForm } from './EditDestinationForm';
import styles from './Destinations.module.css';

/**
 * `/admin/destinations` (SPEC 2 screen 13, SPEC 5): the home page's popular destinations, in order.
 * Add one (name and uploaded image), edit one at a time in place, delete after a confirmation.
 */
export function DestinationsPage() {
  const api = useApi();
  const destinations = useDestinations();
  const removal = useRowAction<'delete'>();
  const mover = useRowAction<MoveDirection>();
  // Said in a status region that is always on the page, so each move is announced.
  const [moveStatus, setMoveStatus] = useState('');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Destination | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const added = (destination: Destination) => {
    destinations.setData((list) => [...list, destination]);
    destinations.reload();
    setNotice(`${destination.name} was added.`);
  };

  const stopEditing = (destination: Destination) => {
    setEditingId(null);
    focusAfterRender(() => document.getElementById(editButtonId(destination)));
  };

  const saved = (destination: Destination) => {
    destinations.setData((list) => list.map((item) => (item.id === destination.id ? destination : item)));
    destinations.reload();
    setNotice(`${destination.name} was saved.`);
    stopEditing(destination);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const target = deleting;
    void removal.run(target.id, 'delete', () => deleteDestination(api, target.id), {
      fallback: MESSAGES.deleteDestinationFailed,
      onDone: () => {
        destinations.setData((list) => list.filter((item) => item.id !== target.id));
        destinations.reload();
        setNotice(`${target.name} was deleted.`);
        setDeleting(null);
        // The card that opened the dialog is gone: focus goes to the list, once the dialog has closed.
        focusAfterRender(() => listHeading.current);
      },
      onStale: destinations.reload,
    });
  };

  const move = (destination: Destination, direction: MoveDirection) => {
    void mover.run(
      destination.id,
      direction,
      async () => {
        // The answer is the first page of the new order: the whole list unless it has more pages.
        const page = await moveDestination(api, destination.id, direction);
        const whole = page.nextCursor === null;
        if (whole) destinations.setData(() => page.items);
        else destinations.reload();
        const place = page.items.findIndex((item) => item.id === destination.id) + 1;
        const where = place === 0 ? '' : ` to position ${place}${whole ? ` of ${page.items.length}` : ''}`;
        setMoveStatus(`${destination.name} moved ${direction}${where}.`);
      },
      {
        fallback: MESSAGES.moveDestinationFailed,
        // The card changed place in the list: its button may have lost focus on the way.
        onDone: () => focusAfterRender(() => document.getElementById(moveButtonId(destination, direction))),
        onStale: destinations.reload,
      },
    );
  };

  const closeDialog = () => {
    setDeleting(null);
    removal.dismiss();
  };

  return (
    <Page>
      <PageHeader
        title="Manage Destinations"
        subtitle="The popular destinations of the home page, in the order they appear."
      />
      {notice && (
        <Notice tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Notice>
      )}
      <AddDestinationForm onAdded={added} />
      {destinations.status === 'loading' && <Spinner block showLabel label="Loading destinations" />}
      {destinations.status === 'error' && (
        <ErrorBox
          message={MESSAGES.destinationsLoadFailed}
          action={{ label: 'Retry', onClick: destinations.reload }}
        />
      )}
      <p role="status" className={styles.moveStatus}>
        {moveStatus}
      </p>
      {destinations.status === 'success' && (
        <ListSection
          title={withCount('Destinations', destinations.data.length, destinations.hasMore)}
          headingRef={listHeading}
          items={destinations.data}
          keyOf={(destination) => destination.id}
          maxColumns={3}
          empty={{ title: MESSAGES.noDestinations, text: 'Add the first one above.' }}
          renderItem={(destination) =>
            destination.id === editingId ? (
              <EditDestinationForm
                destination={destination}
                onSaved={saved}
                onCancel={() => stopEditing(destination)}
              />
            ) : (
              <DestinationCard
                destination={destination}
                onEdit={(chosen) => setEditingId(chosen.id)}
                onDelete={setDeleting}
                first={destination.id === destinations.data[0]?.id}
                last={!destinations.hasMore && destination.id === destinations.data.at(-1)?.id}
                onMove={move}
                moving={mover.running?.id === destination.id ? mover.running.action : null}
                moveError={mover.failure?.id === destination.id ? mover.failure.message : undefined}
              />
            )
          }
        />
      )}
      {destinations.status === 'success' && <LoadMore list={destinations} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete destination"
        message={MESSAGES.confirmDeleteDestination}
        confirmLabel="Delete"
        tone="danger"
        busy={removal.running !== null}
        error={removal.failure?.message}
        onConfirm={confirmDelete}
        onCancel={closeDialog}
      />
    </Page>
  );
}
