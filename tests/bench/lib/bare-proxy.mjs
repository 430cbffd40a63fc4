/**
 * The floor of goal 1 in separate processes: a second process that only forwards bytes. It reads
 * each request, sends it to UPSTREAM_URL over a kept-alive connection, reads the whole reply and
 * writes it back, with no GraphQL, no JSON and no logging. What it adds to a call is what any
 * process in front of the API costs on this machine before doing any work of its own.
 */
import http from 'node:http';

const upstream = new URL(process.env.UPSTREAM_URL);
const agent = new http.Agent({ keepAlive: true });
const readAll = (stream, done) => {
  const chunks = [];
  stream.on('data', (chunk) => chunks.push(chunk));
  stream.on('end', () => done(Buffer.concat(chunks)));
};

http
  .createServer((req, res) => {
    readAll(req, (body) => {
      const forward = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers, agent }, (reply) =>
        readAll(reply, (bytes) => {
          res.writeHead(reply.statusCode ?? 502, { 'content-type': reply.headers['content-type'] ?? 'application/octet-stream' });
          res.end(bytes);
        }),
      );
      forward.on('error', () => res.destroy());
      forward.end(body);
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
