import { useCallback } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { earlierDate, todayIso } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Listing, ListingInput } from '@shoreline/shared-domain/types';
import { apiErrorStatus } from '@shoreline/shared-ui/api/apiRequestError';
import { Page } from '@shoreline/shared-ui/components/Page';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { PageHeader } from '@shoreline/shared-ui/components/PageHeader';
import { Spinner } from '@shoreline/shared-ui/components/Spinner';
import { paths } from '@shoreline/shared-ui/routes';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import { updateListing } from '../api/updateListing';
import { listingFieldsOf } from '../hooks/listingFields';
import { useListing } from '../hooks/useListing';
import { ListingForm } from './ListingForm';

/**
 * `/listings/:id/edit` (SPEC 2 screen 3): the form prefilled, a spinner while loading, 'Listing not
 * found' for a missing one, home for someone else's; Save Changes returns to the listing page.
 */
export function EditListingPage() {
  const { id = '' } = useParams();
  const listing = useListing(id);
  const userId = useSession((session) => session.user?.id);

  let content;
  if (listing.status === 'loading' || userId === undefined) {
    content = <Spinner block showLabel label="Loading listing" />;
  } else if (listing.status === 'error') {
    // A malformed id (400) is as missing as an unknown one (404); an inactive listing of another
    // host is a 404 too, since only its host may see it.
    const status = apiErrorStatus(listing.error);
    content =
      status === 404 || status === 400 ? (
        <ErrorBox
          title={MESSAGES.listingNotFound}
          action={{ label: MESSAGES.returnToHome, href: paths.home() }}
        />
      ) : (
        <ErrorBox
          message={MESSAGES.listingDetailsLoadFailed}
          action={{ label: 'Retry', onClick: listing.reload }}
        />
      );
  } else if (listing.data.hostId !== userId) {
    return <Navigate to={paths.home()} replace />;
  } else {
    content = <EditForm key={listing.data.id} listing={listing.data} />;
  }

  return (
    <Page>
      <PageHeader title="Edit Listing" />
      {content}
    </Page>
  );
}

function EditForm({ listing }: { listing: Listing }) {
  const api = useApi();
  const save = useCallback((input: ListingInput) => updateListing(api, listing.id, input), [api, listing.id]);
  return (
    <ListingForm
      mode="edit"
      initialFields={listingFieldsOf(listing)}
      initialPhotos={listing.photos}
      save={save}
      failureMessage={MESSAGES.updateListingFailed}
      cancelPath={paths.listing(listing.id)}
      submitLabel="Save Changes"
      // A listing whose window started in the past keeps its start selectable.
      minDate={earlierDate(listing.availableFrom, todayIso())}
    />
  );
}
