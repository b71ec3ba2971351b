import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ApiRequestError } from '../api/apiRequestError';
import { createTableApi } from '../api/createTableApi';
import { createSessionStore } from './createSessionStore';
import { ana } from './testFixtures';

const unauthorized = () => {
  throw new ApiRequestError(401, MESSAGES.signInRequired, 'Unauthorized');
};

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('createSessionStore', () => {
  it('starts loading, then holds the user /api/session returns', async () => {
    const session = createSessionStore(createTableApi({ 'GET /api/session': () => ({ user: ana }) }));
    expect(session.getState()).toMatchObject({ status: 'loading', user: null });
    await session.getState().refresh();
    expect(session.getState()).toMatchObject({ status: 'ready', user: ana });
  });

  it('holds no user for a visitor, and treats a 401 as signed out too', async () => {
    const visitor = createSessionStore(createTableApi({ 'GET /api/session': () => ({ user: null }) }));
    await visitor.getState().refresh();
    expect(visitor.getState()).toMatchObject({ status: 'ready', user: null, unavailable: false });
    const refused = createSessionStore(createTableApi({ 'GET /api/session': unauthorized }));
    await refused.getState().refresh();
    expect(refused.getState()).toMatchObject({ status: 'ready', user: null });
  });

  it('keeps the known user when /api/session cannot be reached, and logs the SPEC message', async () => {
    let online = true;
    const session = createSessionStore(
      createTableApi({
        'GET /api/session': () => {
          if (online) return { user: ana };
          throw new ApiRequestError(0, MESSAGES.offline, 'Network Error');
        },
      }),
    );
    await session.getState().refresh();
    online = false;
    await session.getState().refresh();
    expect(session.getState()).toMatchObject({ status: 'ready', user: ana, unavailable: true });
    expect(console.error).toHaveBeenCalledWith(MESSAGES.userDataUnavailable, expect.any(ApiRequestError));

    // Reached again: the data is current once more.
    online = true;
    await session.getState().refresh();
    expect(session.getState()).toMatchObject({ user: ana, unavailable: false });
  });

  it('does not let a slow /api/session answer undo a sign-in that happened meanwhile', async () => {
    let answerMe: () => void = () => undefined;
    const session = createSessionStore(
      createTableApi({
        'GET /api/session': () =>
          new Promise((_resolve, reject) => {
            answerMe = () => reject(new ApiRequestError(401, MESSAGES.signInRequired, 'Unauthorized'));
          }),
      }),
    );
    const refreshing = session.getState().refresh();
    session.getState().setUser(ana);
    answerMe();
    await refreshing;
    expect(session.getState().user).toEqual(ana);
  });

  it('signs out on the server and clears the user', async () => {
    const api = createTableApi({
      'GET /api/session': () => ({ user: ana }),
      'POST /api/auth/signout': () => undefined,
    });
    const session = createSessionStore(api);
    await session.getState().refresh();
    await session.getState().signOut();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /api/auth/signout');
    expect(session.getState()).toMatchObject({ status: 'ready', user: null });
  });

  it('clears the user even when the server cannot be told', async () => {
    const session = createSessionStore(createTableApi({}));
    session.getState().setUser(ana);
    await session.getState().signOut();
    expect(session.getState().user).toBeNull();
  });
});
