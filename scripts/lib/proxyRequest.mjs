// Forwards one request to the API (node:http, streaming both ways: a Server-Sent Events stream passes
// through event by event) so the browser sees /api and /uploads on the shell's own origin and the
// session cookie stays first-party.
import http from 'node:http';

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {URL} target  origin of the API, e.g. http://127.0.0.1:3000
 */
export function proxyRequest(req, res, target) {
  const headers = { ...req.headers };
  // This server is the edge (npm start, the shell's container): whatever X-Forwarded-For a client
  // sends is its own invention, so the API (TRUST_PROXY = this proxy) gets the peer's real address
  // only, and the sign-in limit keys on it.
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  const upstream = http.request(
    { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (res.headersSent) {
      res.destroy(error);
      return;
    }
    res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: 'The API is not reachable.' }));
  });
  req.on('aborted', () => upstream.destroy());
  // The browser went away before the answer ended (a live notification stream it closed, a page it
  // left): end the upstream request too, or the API keeps serving a stream nobody reads.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}
