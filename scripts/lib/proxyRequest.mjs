// Forwards one request to the API (node:http, streaming both ways) so the browser sees /api and
// /uploads on the shell's own origin and the session cookie stays first-party.
import http from 'node:http';

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {URL} target  origin of the API, e.g. http://127.0.0.1:3000
 */
export function proxyRequest(req, res, target) {
  const headers = { ...req.headers };
  const clientIp = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = headers['x-forwarded-for']
    ? `${headers['x-forwarded-for']}, ${clientIp}`
    : clientIp;
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
  req.pipe(upstream);
}
