import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { ListingSummary } from '@shoreline/shared-domain/types';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { Button } from '@shoreline/shared-ui/components/Button';
import { ConfirmDialog } from '@shoreline/shared-ui/components/ConfirmDialog';
import { Page } from '@shoreline/shared-ui/components/Page';
import { EmptyState } from '@shoreline/shared-ui/components/EmptyState';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { LoadMore } from '@shoreline/shared-ui/components/LoadMore';
import { Grid } from '@shoreline/shared-ui/components/Grid';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { PageHeader } from '@shoreline/shared-ui/components/PageHeader';
import { Spinner } from '@shoreline/shared-ui/components/Spinner';
import { paths } from '@shoreline/shared-ui/routes';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { deleteListing } from '../api/deleteListing';
import { setListingActive } from '../api/setListingActive';
import { useMyListings } from '../hooks/useMyListings';
import { HostListingCard } from './HostListingCard';
import styles from './MyListings.module.css';

/** `/listings/manage` (SPEC 2 screen 4): the host's listings, active or not, with their actions. */
export function MyListingsPage() {
  const api = useApi();
  const listings = useMyListings();
  const [toggling, setToggling] = useState<ReadonlySet<string>>(new Set());
  const [statusErrors, setStatusErrors] = useState<Readonly<Record<string, string>>>({});
  const [deleting, setDeleting] = useState<ListingSummary | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deletedTitle, setDeletedTitle] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The deleted card held the focus (its Delete button); it moves to the confirmation instead of
    // falling back to the top of the page.
    if (deletedTitle) noticeRef.current?.focus();
  }, [deletedTitle]);

  const toggleActive = async (listing: ListingSummary) => {
    if (toggling.has(listing.id)) return;
    setToggling((current) => new Set(current).add(listing.id));
    setStatusErrors(({ [listing.id]: _dropped, ...rest }) => rest);
    try {
      const updated = await setListingActive(api, listing.id, !listing.isActive);
      listings.setData((list) =>
        list.map((item) => (item.id === listing.id ? { ...item, isActive: updated.isActive } : item)),
      );
    } catch (error) {
      console.error(MESSAGES.listingStatusUpdateFailed, error);
      const message = errorMessage(error, MESSAGES.listingStatusUpdateFailed);
      setStatusErrors((current) => ({ ...current, [listing.id]: message }));
    } finally {
      setToggling((current) => {
        const next = new Set(current);
        next.delete(listing.id);
        return next;
      });
    }
  };

  const askDelete = (listing: ListingSummary) => {
    setDeleteError(null);
    setDeleting(listing);
  };

  const closeDialog = () => {
    setDeleting(null);
    setDeleteError(null);
  };

  const confirmDelete = async () => {
    if (!deleting || deleteBusy) return;
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      await deleteListing(api, deleting.id);
      listings.setData((list) => list.filter((item) => item.id !== deleting.id));
      setDeletedTitle(deleting.title);
      closeDialog();
    } catch (error) {
      console.error(MESSAGES.deleteListingFailed, error);
      setDeleteError(errorMessage(error, MESSAGES.deleteListingFailed));
    } finally {
      setDeleteBusy(false);
    }
  };

  const hasListings = listings.status === 'success' && listings.data.length > 0;
  return (
    <Page>
      <PageHeader
        title="My Listings"
        actions={hasListings && <Button href={paths.newListing()}>Add Listing</Button>}
      />
      {deletedTitle && (
        <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
          <Notice tone="success" onDismiss={() => setDeletedTitle(null)}>
            “{deletedTitle}” was deleted.
          </Notice>
        </div>
      )}
      {listings.status === 'loading' && <Spinner block showLabel label="Loading your listings" />}
      {listings.status === 'error' && (
        <ErrorBox
          message={MESSAGES.myListingsFetchFailed}
          action={{ label: MESSAGES.returnToHome, href: paths.home() }}
        />
      )}
      {listings.status === 'success' && listings.data.length === 0 && (
        <EmptyState
          title={MESSAGES.noListingsYet}
          text="Share your place with travellers: add photos, a price per night and the dates it is free."
          action={{ label: MESSAGES.createFirstListing, href: paths.newListing() }}
        />
      )}
      {hasListings && (
        <Grid maxColumns={3} aria-label="Your listings">
          {listings.data.map((listing, index) => (
            <HostListingCard
              key={listing.id}
              listing={listing}
              imagePriority={index === 0}
              toggling={toggling.has(listing.id)}
              statusError={statusErrors[listing.id]}
              onToggleActive={(item) => void toggleActive(item)}
              onDelete={askDelete}
            />
          ))}
        </Grid>
      )}
      {listings.status === 'success' && <LoadMore list={listings} />}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete “${deleting.title}”?` : 'Delete listing'}
        message={MESSAGES.confirmDeleteListing}
        confirmLabel="Delete Listing"
        tone="danger"
        busy={deleteBusy}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={closeDialog}
      />
    </Page>
  );
}
