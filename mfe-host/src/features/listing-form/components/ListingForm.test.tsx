import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { amenitiesByGroup } from '@shoreline/shared-domain/amenities';
import { MAX_HOUSE_RULES_LENGTH } from '@shoreline/shared-domain/listingFacts';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { SAMPLE_LISTING_FACTS } from '@shoreline/shared-domain/testing/listingFactsFixture';
import type { Listing, ListingInput } from '@shoreline/shared-domain/types';
import { photoAt } from '@shoreline/shared-ui/test/photoAt';
import { labelledControl as field } from '../../../test/labelledControl';
import { MARINA, renderWithShell } from '../../../test/renderWithShell';
import { EMPTY_LISTING_FIELDS, type ListingFields } from '../hooks/listingFields';
import { ListingForm } from './ListingForm';

// A complete listing, so each test is about the facts it changes.
const FIELDS: ListingFields = {
  ...EMPTY_LISTING_FIELDS,
  title: 'Harbour Loft',
  description: 'Light and quiet, above the fishing boats.',
  pricePerNight: '120',
  address: '3 Quay Street',
  city: 'Porto',
  country: 'Portugal',
  availableFrom: '2030-05-01',
  availableTo: '2030-10-31',
  maxGuests: '4',
  propertyType: 'flat',
  bedrooms: '2',
  beds: '2',
  bathrooms: '1',
};

function renderForm() {
  const save = jest.fn(async (input: ListingInput): Promise<Listing> => ({
    ...SAMPLE_LISTING_FACTS,
    ...input,
    photos: input.photos.map(photoAt),
    id: 'l1',
    isActive: true,
    hostId: MARINA.id,
    hostName: MARINA.name,
    averageRating: null,
    reviewCount: 0,
    createdAt: '2030-01-01T10:00:00.000Z',
  }));
  renderWithShell(
    <ListingForm
      mode="edit"
      initialFields={FIELDS}
      initialPhotos={[photoAt('/uploads/listings/1-front.jpg')]}
      save={save}
      failureMessage={MESSAGES.updateListingFailed}
      cancelPath="/listings/l1"
      submitLabel="Save Changes"
      minDate="2030-01-01"
      today="2030-01-01"
    />,
    { path: '/listings/l1/edit' },
  );
  return save;
}

// Buttons by their text and controls by their label: role queries are slow on this 60-control form.
const submit = () => fireEvent.click(screen.getByText('Save Changes', { selector: 'button' }));
/** Replaces a field's value in one input event: these tests are about the checks, not typing. */
const change = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

describe('ListingForm facts', () => {
  it('judges guests and bathrooms when left and on submit, focusing the first invalid one', async () => {
    const user = userEvent.setup({ delay: null });
    const save = renderForm();
    await user.click(field(/^Maximum guests/));
    change(/^Maximum guests/, '17');
    await user.tab();
    expect(field(/^Maximum guests/)).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.maxGuestsInvalid),
    );
    await user.click(field(/^Bathrooms/));
    change(/^Bathrooms/, '1.3');
    // Not while the host is still in the field.
    expect(screen.queryByText(MESSAGES.bathroomsInvalid)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(MESSAGES.bathroomsInvalid)).toBeInTheDocument();

    submit();
    expect(field(/^Maximum guests/)).toHaveFocus();
    expect(field(/^Bathrooms/)).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();

    change(/^Maximum guests/, '16');
    change(/^Bathrooms/, '1.5');
    expect(screen.queryByText(MESSAGES.maxGuestsInvalid)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.bathroomsInvalid)).not.toBeInTheDocument();
    submit();
    await screen.findByText('/listings/l1');
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ maxGuests: 16, bathrooms: 1.5 }));
  });

  it('asks for the type of place and the counts a new listing leaves empty', () => {
    renderForm();
    change(/^Bedrooms/, '');
    change(/^Beds/, '0');
    fireEvent.change(field(/^Type of place/), { target: { value: '' } });
    submit();
    expect(screen.getByText(MESSAGES.propertyTypeRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.bedroomsInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.bedsInvalid)).toBeInTheDocument();
    expect(field(/^Type of place/)).toHaveFocus();
  });

  it('lists the amenities in groups with legends, ticked by keyboard and counted', async () => {
    const user = userEvent.setup({ delay: null });
    const save = renderForm();
    for (const { label, amenities } of amenitiesByGroup()) {
      const group = screen.getByText(label, { selector: 'legend' }).closest('fieldset') as HTMLElement;
      for (const amenity of amenities) {
        expect(within(group).getByLabelText(amenity.label)).toHaveAttribute('type', 'checkbox');
      }
    }
    expect(screen.getByText('0 selected')).toBeInTheDocument();

    // Tab reaches each box in turn; Space ticks the focused one.
    field(/^Wi-Fi/).focus();
    await user.keyboard(' ');
    await user.tab();
    expect(field(/^Dedicated workspace/)).toHaveFocus();
    field(/^Sea view/).focus();
    await user.keyboard(' ');
    expect(field(/^Wi-Fi/)).toBeChecked();
    expect(field(/^Sea view/)).toBeChecked();
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.getByText('1 selected')).toBeInTheDocument();

    submit();
    await screen.findByText('/listings/l1');
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ amenities: ['wifi'] }));
  });

  it('counts the other rules against 1000 characters and refuses a longer text', async () => {
    const user = userEvent.setup({ delay: null });
    const save = renderForm();
    expect(screen.getByText(`0 of ${MAX_HOUSE_RULES_LENGTH} characters`)).toBeInTheDocument();
    await user.click(field(/^Other rules/));
    await user.paste('x'.repeat(MAX_HOUSE_RULES_LENGTH));
    expect(field(/^Other rules/)).toHaveAccessibleDescription('1000 of 1000 characters');
    // No maxlength: a longer paste is kept whole, and the count says how much must go.
    await user.paste('yz');
    expect(field(/^Other rules/)).toHaveAccessibleDescription('2 characters too many');
    await user.click(field(/^Pets allowed/));
    expect(screen.getByText(MESSAGES.houseRulesTooLong)).toBeInTheDocument();

    submit();
    expect(field(/^Other rules/)).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
    await user.keyboard('{Backspace}{Backspace}');
    expect(screen.queryByText(MESSAGES.houseRulesTooLong)).not.toBeInTheDocument();
    submit();
    await screen.findByText('/listings/l1');
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        houseRules: {
          petsAllowed: true,
          smokingAllowed: false,
          eventsAllowed: false,
          text: 'x'.repeat(MAX_HOUSE_RULES_LENGTH),
        },
      }),
    );
  });
});
