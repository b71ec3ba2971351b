import { ApiRequestError } from './apiRequestError';
import { apiPaths } from './apiPaths';
import { apiUrl } from './apiUrl';
import { callApi } from './callApi';
import { createTableApi } from './createTableApi';

describe('apiUrl', () => {
  it('fills path parameters encoded and writes the query in the order given, without empty values', () => {
    expect(apiUrl('/api/listings/{id}/reviews', { id: 'a b/c' })).toBe('/api/listings/a%20b%2Fc/reviews');
    expect(
      apiUrl('/api/listings', undefined, { location: 'Porto', checkin: '', cursor: null, limit: 12 }),
    ).toBe('/api/listings?location=Porto&limit=12');
  });

  it('refuses a path parameter it was not given', () => {
    expect(() => apiUrl('/api/bookings/{id}', {})).toThrow('{id}');
  });

  it('asks for the same search URL as the early prefetch', () => {
    const query = { location: 'Faro', checkin: '2026-07-01', checkout: '2026-07-05', cursor: 'x' };
    expect(
      apiUrl('/api/listings', undefined, {
        location: 'Faro',
        checkin: '2026-07-01',
        checkout: '2026-07-05',
        cursor: 'x',
      }),
    ).toBe(apiPaths.listings(query));
  });
});

describe('callApi', () => {
  it('calls the shell client with the method, the filled path and the body', async () => {
    const api = createTableApi({ 'POST /api/bookings/b1/approve': () => ({ id: 'b1' }) });
    await expect(
      callApi(api, 'post', '/api/bookings/{id}/approve', { params: { id: 'b1' } }),
    ).resolves.toEqual({
      id: 'b1',
    });
    const body = { email: 'ana@shoreline.test', password: 'x', remember: false };
    await callApi(api, 'post', '/api/auth/signin', { body }).catch(() => undefined);
    expect(api.calls).toEqual([
      { method: 'POST', path: '/api/bookings/b1/approve', body: undefined },
      { method: 'POST', path: '/api/auth/signin', body },
    ]);
  });

  it("rejects with the client's ApiRequestError", async () => {
    const api = createTableApi({});
    await expect(callApi(api, 'get', '/api/session')).rejects.toBeInstanceOf(ApiRequestError);
  });
});
