/** @jest-environment node */
// No DOM here: fetch, Response and AbortSignal.timeout are Node's (jsdom has no fetch).
import { fetchRemotesConfig } from './fetchRemotesConfig';

const remotes = {
  guest: 'http://localhost:8081/mf-manifest.json',
  host: 'http://localhost:8082/mf-manifest.json',
  admin: 'http://localhost:8083/mf-manifest.json',
};

describe('fetchRemotesConfig', () => {
  it('reads /remotes.json past the HTTP cache, so moving a remote needs no rebuild', async () => {
    const fetchImpl = jest.fn(async () => Response.json(remotes));
    await expect(fetchRemotesConfig(fetchImpl)).resolves.toEqual(remotes);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/remotes.json',
      expect.objectContaining({ cache: 'no-store', signal: expect.anything() }),
    );
  });

  it('names the status of a failed answer', async () => {
    const fetchImpl = async () => new Response('down', { status: 503 });
    await expect(fetchRemotesConfig(fetchImpl)).rejects.toThrow('/remotes.json answered 503');
  });

  it('gives up when the file never arrives, so the slot shows Retry instead of spinning', async () => {
    const silent = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    await expect(fetchRemotesConfig(silent, 20)).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
