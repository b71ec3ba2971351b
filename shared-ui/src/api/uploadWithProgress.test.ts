import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from './createApiClient';

// jsdom's XMLHttpRequest against a real server: the page origin is http://localhost, so CORS applies.
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Accept' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      return res.end();
    }
    let size = 0;
    let type = '';
    type = req.headers['content-type'] ?? '';
    req.on('data', (chunk: Buffer) => (size += chunk.length));
    req.on('end', () => {
      if (req.url?.startsWith('/api/uploads?folder=listings')) {
        res.writeHead(201, { ...cors, 'Content-Type': 'application/json' });
        return res.end(
          JSON.stringify({
            urls: ['/uploads/listings/1-a.png'],
            size,
            multipart: type.startsWith('multipart/form-data'),
          }),
        );
      }
      res.writeHead(403, { ...cors, 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          statusCode: 403,
          error: 'Forbidden',
          message: "You don't have permission to do that.",
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function imageForm(): FormData {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(64 * 1024)], { type: 'image/png' }), 'a.png');
  return form;
}

it('uploads a multipart form and resolves with the JSON answer, reporting progress up to 1', async () => {
  const progress: number[] = [];
  const answer = await createApiClient({ baseUrl }).upload<{
    urls: string[];
    size: number;
    multipart: boolean;
  }>('/api/uploads?folder=listings', imageForm(), (fraction) => progress.push(fraction));
  expect(answer.urls).toEqual(['/uploads/listings/1-a.png']);
  expect(answer.multipart).toBe(true);
  expect(answer.size).toBeGreaterThan(64 * 1024);
  expect(progress.at(-1)).toBe(1);
  expect(progress.every((fraction) => fraction >= 0 && fraction <= 1)).toBe(true);
});

it("rejects with the API's status and message", async () => {
  await expect(
    createApiClient({ baseUrl }).upload('/api/uploads?folder=other', imageForm()),
  ).rejects.toMatchObject({
    status: 403,
    message: "You don't have permission to do that.",
  });
});
