// A screen's first data when the page already has it, as the first state of `useAsync`:
// - on a server-rendered page (issue 21), the answer the shell's server fetched and rendered the page
//   with, so the browser's first render is the server's markup (hydration);
// - otherwise, the answer prefetched with the page (or on a link's hover) if it arrived while the
//   screen's code downloaded (`ApiClient.takeArrived`), so the screen's first commit is its content,
//   not a skeleton followed by a second render a moment later (a host's calendar on a phone).
// Either way the API is not asked again for it.
import { useContext, useState } from 'react';
import { apiErrorFromResponse } from '../api/apiRequestError';
import type { AsyncState } from '../hooks/useAsync';
import { ShellContext } from './ShellProvider';

/**
 * The page's answer to GET `path` (spelled as `apiPaths` builds it, as the screen's own request
 * is): `success` with `pick(body)`, or the API's refusal as the ApiRequestError the request would
 * have rejected with (a 404 renders the screen's not-found state). Undefined when the page has none:
 * the screen loads as before. Read on mount only.
 */
export function useEarlyAnswer<Body, T = Body>(
  path: string,
  pick: (body: Body) => T = (body) => body as unknown as T,
): AsyncState<T> | undefined {
  const shell = useContext(ShellContext);
  const [first] = useState((): AsyncState<T> | undefined => {
    const answer = shell?.rendered?.answer(path) ?? shell?.api.takeArrived?.(path);
    if (!answer) return undefined;
    if (answer.status >= 200 && answer.status < 300) {
      return { status: 'success', data: pick(answer.body as Body) };
    }
    return { status: 'error', error: apiErrorFromResponse(answer.status, answer.body) };
  });
  return first;
}
