// Every app's API call goes through here: `callApi(api, 'post', '/api/bookings', { body })` is checked
// by tsc against the contract (api/openapi.json -> openapi-types.ts): the path must exist for that
// method, params, query and body must match its schemas, and the answer is typed as the API declares
// it. At run time it only fills the path and calls the shell's ApiClient, which keeps its behaviour
// (cookie credentials, error mapping, timeouts, offline, prefetched answers). Types only: no bytes.
import type { ApiClient, HttpMethod } from '../contract';
import { apiUrl } from './apiUrl';
import type { paths } from './openapi-types';

export type ApiPath = keyof paths;
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths that have an operation for `M`. */
export type ApiPathFor<M extends ApiMethod> = {
  [P in ApiPath]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[ApiPath];

export type ApiOperation<M extends ApiMethod, P extends ApiPathFor<M>> = NonNullable<paths[P][M]>;

type ParametersOf<Op> = Op extends { parameters: infer X } ? X : never;
type PathParams<Op> = ParametersOf<Op> extends { path: infer X } ? X : never;
type QueryParams<Op> = ParametersOf<Op> extends { query?: infer X } ? NonNullable<X> : never;
type JsonBody<Op> = Op extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : Op extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : never;

type SuccessCode = 200 | 201 | 202 | 204;
type ResponsesOf<Op> = Op extends { responses: infer R } ? R : never;
type JsonContent<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;

/** The body of a successful answer (`undefined` for a 204). */
export type ApiResponse<M extends ApiMethod, P extends ApiPathFor<M>> = {
  [C in keyof ResponsesOf<ApiOperation<M, P>> & SuccessCode]: JsonContent<ResponsesOf<ApiOperation<M, P>>[C]>;
}[keyof ResponsesOf<ApiOperation<M, P>> & SuccessCode];

/** The JSON body an operation takes. */
export type ApiRequestBody<M extends ApiMethod, P extends ApiPathFor<M>> = JsonBody<ApiOperation<M, P>>;

/** The query string an operation takes. */
export type ApiQuery<M extends ApiMethod, P extends ApiPathFor<M>> = QueryParams<ApiOperation<M, P>>;

type Input<Op> = ([PathParams<Op>] extends [never] ? { params?: undefined } : { params: PathParams<Op> }) &
  ([QueryParams<Op>] extends [never] ? { query?: undefined } : { query?: QueryParams<Op> }) &
  ([JsonBody<Op>] extends [never]
    ? { body?: undefined }
    : undefined extends JsonBody<Op>
      ? { body?: JsonBody<Op> }
      : { body: JsonBody<Op> });

/** No second argument needed when the operation has no path parameters and no required body. */
type InputArgs<Op> = [PathParams<Op>] extends [never]
  ? [JsonBody<Op>] extends [never]
    ? [input?: Input<Op>]
    : undefined extends JsonBody<Op>
      ? [input?: Input<Op>]
      : [input: Input<Op>]
  : [input: Input<Op>];

export function callApi<M extends ApiMethod, P extends ApiPathFor<M>>(
  api: ApiClient,
  method: M,
  path: P,
  ...[input]: InputArgs<ApiOperation<M, P>>
): Promise<ApiResponse<M, P>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  return api.request<ApiResponse<M, P>>(
    method.toUpperCase() as HttpMethod,
    apiUrl(path, params, query),
    body,
  );
}
