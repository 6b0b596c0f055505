import { createServer, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type Koa from 'koa';

/**
 * The HTTP server around the Koa app. Some requests never reach Koa: Node's parser refuses bytes
 * HTTP does not allow (control characters in a path or header, conflicting lengths, oversized
 * headers) and any `Expect` other than 100-continue. Node would answer those with a bare status
 * line; here they get the same JSON `{message}` body as every other refusal.
 */
export function createHttpServer(app: Koa): Server {
  const server = createServer(app.callback());
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
