import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type Koa from 'koa';

/**
 * The HTTP server around the Koa app. Some requests never reach Koa: Node's parser refuses bytes
 * HTTP does not allow (control characters in a path or header, conflicting lengths, oversized
 * headers) and any `Expect` other than 100-continue. Node would answer those with a bare status
 * line; here they get the same JSON `{message}` body as every other refusal.
 */
export function createHttpServer(app?: Koa): Server {
  const server = app ? createServer(app.callback()) : createServer();
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    // A client that went away or timed out gets nothing; a malformed request gets a reason.
    if (error.code === 'ECONNRESET' || error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    socket.end(
      jsonResponse(
        tooLarge ? 431 : 400,
        tooLarge ? 'Request Header Fields Too Large' : 'Bad Request',
        tooLarge ? 'Request headers are too large' : 'Malformed HTTP request',
      ),
    );
  });
  server.on('checkExpectation', (_request, response) => {
    response.writeHead(417, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
    response.end(JSON.stringify({ message: 'Unsupported Expect header: only 100-continue is understood' }));
  });
  return server;
}

function jsonResponse(status: number, reason: string, message: string): string {
  const body = JSON.stringify({ message });
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Listens and resolves once the port is bound (0 picks a free one). */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Binds the port first and then builds the app for the address it is reached at (PORT=0 picks a
 * free port), so the app is complete when built and nothing patches it later. `build` is synchronous
 * on purpose: the handler is attached in the same turn of the event loop that saw the port bound,
 * before any connection can be read.
 */
export async function listenThenServe(port: number, host: string, build: (localUrl: string) => Koa): Promise<{ server: Server; localUrl: string }> {
  const server = createHttpServer();
  await listen(server, port, host);
  const bound = (server.address() as AddressInfo).port;
  const localUrl = `http://${host === '0.0.0.0' ? 'localhost' : host}:${bound}`;
  server.on('request', build(localUrl).callback());
  return { server, localUrl };
}
