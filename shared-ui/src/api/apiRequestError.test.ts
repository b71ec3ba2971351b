import { MESSAGES } from '@shoreline/shared-domain/messages';
import {
  ApiRequestError,
  apiErrorCode,
  apiErrorFields,
  apiErrorFromResponse,
  apiErrorStatus,
  isApiRequestError,
  networkError,
} from './apiRequestError';
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

describe('apiErrorFromResponse', () => {
  it('carries the code and the refused fields of an API error body', () => {
    const error = apiErrorFromResponse(409, {
      statusCode: 409,
      error: 'Conflict',
      code: 'BOOKING_DATES_TAKEN',
      message: MESSAGES.bookingDatesUnavailable,
      fields: ['startDate', 'endDate'],
    });
    expect(error).toMatchObject({
      status: 409,
      error: 'Conflict',
      message: MESSAGES.bookingDatesUnavailable,
    });
    expect(apiErrorCode(error)).toBe('BOOKING_DATES_TAKEN');
    expect(apiErrorFields(error)).toEqual(['startDate', 'endDate']);
  });

  it('takes the code as sent, and no fields when none are sent', () => {
    const error = apiErrorFromResponse(400, {
      statusCode: 400,
      error: 'Bad Request',
      code: 'A_NEWER_CODE',
      message: 'x',
    });
    // Unknown to this client's catalogue: it matches none of the codes the apps compare with.
    expect(error.code).toBe('A_NEWER_CODE');
    expect(error.fields).toEqual([]);
    expect(error.message).toBe('x');
    expect(
      apiErrorFromResponse(400, { statusCode: 400, error: 'Bad Request', message: 'x' }).code,
    ).toBeNull();
  });

  it('has no code for an answer that is not the API’s, nor for an unreachable server', () => {
    const proxyPage = apiErrorFromResponse(502, undefined);
    expect(proxyPage).toMatchObject({ status: 502, code: null, message: MESSAGES.somethingWentWrong });
    expect(apiErrorCode(networkError(new TypeError('Failed to fetch')))).toBeNull();
    expect(apiErrorCode(new Error('plain'))).toBeNull();
    expect(apiErrorFields('nope')).toEqual([]);
  });
});
