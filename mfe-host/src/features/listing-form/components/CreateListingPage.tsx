import { useCallback } from 'react';
import { todayIso } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { ListingInput } from '@shoreline/shared-domain/types';
import { Page } from '@shoreline/shared-ui/components/Page';
import { PageHeader } from '@shoreline/shared-ui/components/PageHeader';
import { paths } from '@shoreline/shared-ui/routes';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { createListing } from '../api/createListing';
import { EMPTY_LISTING_FIELDS } from '../hooks/listingFields';
import { ListingForm } from './ListingForm';

/** `/listings/new` (SPEC 2 screen 2): Create Listing uploads the photos, saves, opens the new listing. */
export function CreateListingPage() {
  const api = useApi();
  const save = useCallback((input: ListingInput) => createListing(api, input), [api]);
  return (
    <Page>
      <PageHeader
        title="Create Listing"
        subtitle="Describe your place, add photos and set the nightly price in EUR."
      />
      <ListingForm
        mode="create"
        initialFields={EMPTY_LISTING_FIELDS}
        save={save}
        failureMessage={MESSAGES.createListingFailed}
        cancelPath={paths.myListings()}
        submitLabel="Create Listing"
        minDate={todayIso()}
      />
    </Page>
  );
}
