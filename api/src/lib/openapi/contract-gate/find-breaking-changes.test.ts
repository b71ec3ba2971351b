// Each kind of change a client notices, on the fixture contract edited one way at a time.
import { findBreakingChanges } from './find-breaking-changes';
import type { JsonObject } from './normalize-schema';
import releasedFixture from './fixtures/released.json';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures are edited freely by path
type Loose = Record<string, any>;
const released = releasedFixture as unknown as JsonObject;

/** The breaking changes after `edit` changes a copy of the released fixture. */
function changesAfter(edit: (document: Loose) => void): string[] {
  const current = structuredClone(releasedFixture) as Loose;
  edit(current);
  return findBreakingChanges(released, current as JsonObject).map((c) => `${c.operation}: ${c.detail}`);
}

const listingsPage = (d: Loose) => d.paths['/api/listings'].get.responses['200'].content['application/json'];
const listingItem = (d: Loose) => listingsPage(d).schema.properties.items.items;
const bookingBody = (d: Loose) =>
  d.paths['/api/bookings'].post.requestBody.content['application/json'].schema;

describe('findBreakingChanges', () => {
  it('finds nothing between a document and itself', () => {
    expect(findBreakingChanges(released, released)).toEqual([]);
  });

  it('takes named schemas ($ref) and nullable re-encoding (3.0 and 3.1) as no change', () => {
    const changes = changesAfter((d) => {
      listingsPage(d).schema.properties.nextCursor = { type: ['string', 'null'] };
      const item = listingItem(d);
      const photo = item.properties.photo.anyOf[0];
      d.components = { schemas: { Photo: photo, ListingSummary: item, Page: listingsPage(d).schema } };
      item.properties.photo = { allOf: [{ $ref: '#/components/schemas/Photo' }], nullable: true };
      listingsPage(d).schema.properties.items.items = { $ref: '#/components/schemas/ListingSummary' };
      listingsPage(d).schema = { $ref: '#/components/schemas/Page' };
    });
    expect(changes).toEqual([]);
  });

  it('finds a removed operation and a removed success status', () => {
    expect(changesAfter((d) => delete d.paths['/api/listings'])).toEqual([
      'GET /api/listings: operation removed',
    ]);
    expect(
      changesAfter((d) => {
        const responses = d.paths['/api/bookings'].post.responses;
        responses['200'] = responses['201'];
        delete responses['201'];
      }),
    ).toEqual(['POST /api/bookings: response 201: success status removed']);
  });

  it('finds a list answer turned into a page, and a changed type behind a $ref', () => {
    expect(
      changesAfter((d) => {
        listingsPage(d).schema = { type: 'array', items: listingItem(d) };
      }),
    ).toEqual(['GET /api/listings: response 200 body: type changed from object to array']);
    expect(
      changesAfter((d) => {
        d.components = { schemas: { Status: { type: 'integer' } } };
        d.paths['/api/bookings'].post.responses['201'].content['application/json'].schema.properties.status =
          {
            $ref: '#/components/schemas/Status',
          };
      }),
    ).toEqual(['POST /api/bookings: response 201 body.status: type changed from string to integer']);
  });

  it('finds response fields that may now be missing or null, and a removed enum value', () => {
    expect(
      changesAfter((d) => {
        const item = listingItem(d);
        item.required = item.required.filter((name: string) => name !== 'title');
        item.properties.city.nullable = true;
        item.properties.status.enum = ['active'];
      }),
    ).toEqual([
      'GET /api/listings: response 200 body.items[].title: no longer always present',
      'GET /api/listings: response 200 body.items[].city: may now be null',
      'GET /api/listings: response 200 body.items[].status: value "hidden" removed',
    ]);
  });

  it('finds request fields made required, added as required, narrowed or removed', () => {
    expect(
      changesAfter((d) => {
        const body = bookingBody(d);
        body.required.push('startDate', 'guestCount');
        body.properties.guestCount = { type: 'integer' };
        body.properties.guests = { type: 'number' };
        body.properties.message = { type: 'string', maxLength: 500 };
        delete body.properties.endDate;
      }),
    ).toEqual([
      'POST /api/bookings: request body.startDate: now required',
      'POST /api/bookings: request body.endDate: field removed',
      'POST /api/bookings: request body.guests: type changed from string to number',
      'POST /api/bookings: request body.message: no longer accepts null',
      'POST /api/bookings: request body.message: maxLength lowered from 5000 to 500',
      'POST /api/bookings: request body.guestCount: new required field',
    ]);
  });

  it('finds new required parameters, narrowed parameters and a public operation put behind sign-in', () => {
    expect(
      changesAfter((d) => {
        const listings = d.paths['/api/listings'].get;
        listings.parameters[0].required = true;
        listings.parameters[1].schema.maximum = 20;
        listings.parameters.push({
          name: 'currency',
          in: 'query',
          required: true,
          schema: { type: 'string' },
        });
        listings.security = [{ cookieAuth: [] }];
      }),
    ).toEqual([
      'GET /api/listings: security: now requires a signed-in client',
      'GET /api/listings: query parameter `location`: now required',
      'GET /api/listings: query parameter `limit`: maximum lowered from 50 to 20',
      'GET /api/listings: query parameter `currency`: new required parameter',
    ]);
  });
});
