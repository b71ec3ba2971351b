import { ApiRequestError, apiErrorStatus, isApiRequestError } from './apiRequestError';
import type * as ApiRequestErrorExports from './apiRequestError';

type ApiRequestErrorModule = typeof ApiRequestErrorExports;

describe('isApiRequestError', () => {
  it('recognises an error made by another bundle’s copy of the class (shell client seen from a remote)', () => {
    let other: ApiRequestErrorModule | undefined;
    jest.isolateModules(() => {
      other = jest.requireActual<ApiRequestErrorModule>('./apiRequestError');
    });
    if (!other) throw new Error('module did not load');
    expect(other.ApiRequestError).not.toBe(ApiRequestError);

    const foreign = new other.ApiRequestError(409, 'These dates are not available.', 'Conflict');
    expect(foreign instanceof ApiRequestError).toBe(false);
    expect(isApiRequestError(foreign)).toBe(true);
    expect(apiErrorStatus(foreign)).toBe(409);
  });

  it('rejects plain errors and look-alikes without the brand', () => {
    const lookAlike = Object.assign(new Error('nope'), { status: 409 });
    expect(isApiRequestError(lookAlike)).toBe(false);
    expect(apiErrorStatus(lookAlike)).toBeNull();
    expect(apiErrorStatus('409')).toBeNull();
  });
});
