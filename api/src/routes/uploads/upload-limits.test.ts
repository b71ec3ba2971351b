import { MESSAGES } from '@shoreline/shared-domain/messages';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_CONCURRENCY, IMAGE_QUEUE_MAX_WAITING } from '../../lib/images/image-queue';
import { PIXEL_BUDGET_PER_MINUTE } from '../../lib/images/pixel-budget';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { multipartBody } from '../../test/multipart';
import { pngBomb } from '../../test/png-bomb';
import { waitFor } from '../../test/wait-for';

// Issue 20 item 7: image work is bounded per replica (a queue of IMAGE_CONCURRENCY images, a few
// waiting, 503 past that) and per user (decoded pixels a minute, 429 past that), both decided from the
// header before a pixel is decoded, and a refused upload stores nothing.

let t: TestApp;
let photo: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  // Noise, so that decoding and encoding take real time (a flat colour compresses to nothing).
  photo = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const host = () => t.createUser({ roles: ['renter', 'host'] });

function upload(user: TestUser, content = photo, name = 'terrace.png') {
  const body = multipartBody([{ filename: name, contentType: 'image/png', content }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads?folder=listings',
    payload: body.payload,
    headers: { ...body.headers, ...user.headers },
  });
}

async function filesOnDisk(): Promise<string[]> {
  return (await fs.readdir(path.join(t.config.uploadDir, 'listings')).catch(() => [] as string[])).sort();
}

const rowsOf = (user: TestUser) => t.knex('uploads').where({ uploaded_by: user.user.id });

/** Work of the test's own that holds a slot of the app's real queue until it is let go. */
function occupy(count: number) {
  let letGo!: () => void;
  const held = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  const tasks = Array.from({ length: count }, () => t.app.imageQueue.run(() => held));
  return async () => {
    letGo();
    await Promise.all(tasks);
  };
}

describe('a full image queue', () => {
  it('answers 503 with Retry-After and stores nothing; the same upload goes through once the queue moves', async () => {
    const user = await host();
    const before = await filesOnDisk();
    const release = occupy(IMAGE_CONCURRENCY + IMAGE_QUEUE_MAX_WAITING);
    expect([t.app.imageQueue.active, t.app.imageQueue.waiting]).toEqual([
      IMAGE_CONCURRENCY,
      IMAGE_QUEUE_MAX_WAITING,
    ]);
    try {
      const refused = await upload(user);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'IMAGE_PROCESSING_BUSY',
        message: MESSAGES.imageProcessingBusy,
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Never queued, and nothing of it decoded: its pixels are not counted against the user.
      expect(t.app.imageQueue.waiting).toBe(IMAGE_QUEUE_MAX_WAITING);
      expect(t.app.pixelBudget.used(user.user.id)).toBe(0);
      expect(await rowsOf(user)).toEqual([]);
      expect(await filesOnDisk()).toEqual(before);
    } finally {
      await release();
    }
    expect((await upload(user)).statusCode).toBe(201);
    expect(await rowsOf(user)).toHaveLength(1);
  });
});

describe('the pixel budget', () => {
  it('counts width x height from the header, refuses past it with 429 and Retry-After, while another user uploads', async () => {
    const [ana, ben] = [await host(), await host()];
    expect((await upload(ana)).statusCode).toBe(201);
    expect(t.app.pixelBudget.used(ana.user.id)).toBe(1600 * 1200);

    // Ana spends the rest of her minute (as nine more full-size photos would)...
    expect(t.app.pixelBudget.spend(ana.user.id, PIXEL_BUDGET_PER_MINUTE - 1600 * 1200 - 1000)).toEqual({
      ok: true,
    });
    const before = await filesOnDisk();
    const refused = await upload(ana);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'IMAGE_PIXEL_BUDGET_SPENT',
      message: MESSAGES.imagePixelBudgetSpent,
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Refused from the header: a 36 MP "pixel bomb" costs no decoding either.
    expect((await upload(ana, pngBomb(6000, 6000), 'bomb.png')).statusCode).toBe(429);
    expect(await rowsOf(ana)).toHaveLength(1);
    expect(await filesOnDisk()).toEqual(before);

    // ...Ben's budget is his own.
    expect((await upload(ben)).statusCode).toBe(201);
    expect(await rowsOf(ben)).toHaveLength(1);
  });
});

describe('the image queue', () => {
  it('processes at most IMAGE_CONCURRENCY images at once, one sharp pipeline each, whatever arrives', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, host));
    // sharp's own count of pipelines running on libuv's threads, sampled while the uploads run.
    let mostPipelines = 0;
    const sample = setInterval(() => {
      mostPipelines = Math.max(mostPipelines, sharp.counters().process);
    }, 1);
    const release = occupy(IMAGE_CONCURRENCY);
    t.app.imageQueue.resetPeaks();
    try {
      const answers = users.map((user) => upload(user));
      // Every upload has read its header and waits for a slot.
      await waitFor(() => t.app.imageQueue.waiting === 5, 20_000, 'five images waiting');
      expect(t.app.imageQueue.active).toBe(IMAGE_CONCURRENCY);
      await release();
      expect((await Promise.all(answers)).map((answer) => answer.statusCode)).toEqual([
        201, 201, 201, 201, 201,
      ]);
    } finally {
      clearInterval(sample);
    }
    expect(t.app.imageQueue.peaks).toEqual({ active: IMAGE_CONCURRENCY, waiting: 5 });
    expect(mostPipelines).toBeGreaterThanOrEqual(1);
    expect(mostPipelines).toBeLessThanOrEqual(IMAGE_CONCURRENCY);
    expect([t.app.imageQueue.active, t.app.imageQueue.waiting]).toEqual([0, 0]);
  });
});

describe('an upload refused before its body is read', () => {
  it('still reads the rest of the body: the client gets the answer and can use the connection again', async () => {
    const user = await host();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // One kept-alive connection, as browsers use, for both requests.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // A bad first file (refused at once), then 27 MB the parser will never read: far more than the
    // sockets buffer, so a server that stops reading leaves the client stuck writing.
    const body = multipartBody([
      { filename: 'notes.png', contentType: 'image/png', content: Buffer.from('not an image') },
      ...Array.from({ length: 9 }, (_, i) => ({
        filename: `p${i}.png`,
        contentType: 'image/png',
        content: randomBytes(3 * 1024 * 1024),
      })),
    ]);
    const request = (
      method: string,
      path: string,
      headers: http.OutgoingHttpHeaders,
      payload?: Buffer,
      onSent?: () => void,
    ) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const client = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        client.on('error', reject);
        client.end(payload, onSent);
      });
    let sent = false;
    try {
      const answer = await request(
        'POST',
        '/api/uploads?folder=listings',
        { ...body.headers, ...user.headers, 'content-length': body.payload.length },
        body.payload,
        () => (sent = true),
      );
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ message: MESSAGES.imageNotAnImage });
      await waitFor(() => sent, 10_000, 'the client to finish sending its body');
      // The same connection serves the next request.
      const next = await request('GET', '/api/health', {});
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
