// A screen's first data on a server-rendered page (issue 21): the answer the shell's server fetched
// and rendered the page with, as the first state of `useAsync`, so the browser's first render is the
// server's markup (hydration) and the API is not asked again for what the HTML already shows.
import { useContext, useState } from 'react';
import { apiErrorFromResponse } from '../api/apiRequestError';
import type { AsyncState } from '../hooks/useAsync';
import { ShellContext } from './ShellProvider';

/**
 * The server's answer to GET `path` (spelled as `apiPaths` builds it, as the screen's own request
 * is): `success` with `pick(body)`, or the API's refusal as the ApiRequestError the request would
 * have rejected with (a 404 renders the screen's not-found state). Undefined when the page was not
 * server-rendered with it: the screen loads as before. Read on mount only.
 */
export function useRenderedAnswer<Body, T = Body>(
  path: string,
  pick: (body: Body) => T = (body) => body as unknown as T,
): AsyncState<T> | undefined {
  const rendered = useContext(ShellContext)?.rendered;
  const [first] = useState((): AsyncState<T> | undefined => {
    const answer = rendered?.answer(path);
    if (!answer) return undefined;
    if (answer.status >= 200 && answer.status < 300) {
      return { status: 'success', data: pick(answer.body as Body) };
    }
    return { status: 'error', error: apiErrorFromResponse(answer.status, answer.body) };
  });
  return first;
}
