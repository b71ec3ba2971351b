// Notification events of host requests: the admins hear of each request, the requester of the decision.
import { setUpNotificationEvents } from '../../test/notification-events';

const { world, inbox, outbox, post } = setUpNotificationEvents();

describe('host request events', () => {
  it('a request tells every admin but the requester; approval tells the requester how to add a first listing', async () => {
    const requester = await world.t.createUser({ name: 'Chloe Martin' });
    const res = await post(requester, '/api/host-requests', { reason: 'A cottage by the sea' });
    expect(res.statusCode).toBe(201);
    const requestId = res.json().request.id as string;
    for (const who of [world.admin, world.otherAdmin]) {
      expect((await inbox(who)).filter((n) => n.facts.hostRequestId === requestId)).toEqual([
        {
          kind: 'host-request-submitted',
          link: '/admin/host-requests',
          facts: { hostRequestId: requestId, requesterName: 'Chloe Martin', reason: null },
        },
      ]);
    }
    expect((await post(world.admin, `/api/admin/host-requests/${requestId}/approve`)).statusCode).toBe(200);
    expect(await inbox(requester)).toEqual([
      expect.objectContaining({ kind: 'host-request-approved', link: '/listings/new' }),
    ]);
    expect((await outbox(requester))[0]?.text_body).toContain(
      'Add your first listing: https://shoreline.example/listings/new',
    );
  });

  it('an admin asking to become a host is not told of their own request; a signed-out request reaches the admins too', async () => {
    const adminRequester = await world.t.createUser({ roles: ['renter', 'admin'], name: 'Ida Admin' });
    const own = (await post(adminRequester, '/api/host-requests', { reason: 'Mine' })).json().request
      .id as string;
    expect((await inbox(adminRequester)).some((n) => n.facts.hostRequestId === own)).toBe(false);
    expect((await inbox(world.admin)).filter((n) => n.facts.hostRequestId === own)).toHaveLength(1);

    const res = await world.t.app.inject({
      method: 'POST',
      url: '/api/host-requests',
      payload: {
        reason: 'Flat in Porto',
        name: 'New Person',
        email: 'new.person@example.test',
        password: 'Password123!',
      },
    });
    expect(res.statusCode).toBe(201);
    const signedOut = res.json().request.id as string;
    expect((await inbox(world.otherAdmin)).filter((n) => n.facts.hostRequestId === signedOut)).toHaveLength(
      1,
    );
  });

  it('a rejection tells the requester (with the reason when the admin gives one)', async () => {
    const requester = await world.t.createUser();
    const requestId = (await post(requester, '/api/host-requests', { reason: 'Why not' })).json().request
      .id as string;
    const rejected = await post(world.admin, `/api/admin/host-requests/${requestId}/reject`, {
      reason: 'Too little detail',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await inbox(requester)).toEqual([
      expect.objectContaining({
        kind: 'host-request-rejected',
        link: '/become-host',
        facts: expect.objectContaining({ reason: 'Too little detail' }),
      }),
    ]);
    expect(
      (await outbox(requester))
        .map((e) => e.text_body)
        .some((text) => text.includes('Reason: Too little detail.')),
    ).toBe(true);
  });
});
