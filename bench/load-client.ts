/**
 * The HTTP client of the mixed load (bench/mixed-load.ts): plain node:http over one keep-alive agent,
 * so each request's latency is its own (autocannon reports one latency for all the requests it cycles).
 */
import http from 'node:http';

export interface LoadResponse {
  status: number;
  /** The body as sent; parsed only by the callers that read it, so the load generator stays light. */
  text: string;
  /** The `name=value` of each cookie the answer sets. */
  cookies: string[];
}

export interface LoadClient {
  send(method: string, path: string, options?: { headers?: Record<string, string>; body?: unknown }): Promise<LoadResponse>;
  close(): void;
}

/** A client of at most `connections` sockets; a request without an answer within `timeoutMs` fails. */
export function loadClient(baseUrl: string, connections: number, timeoutMs: number): LoadClient {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const send: LoadClient['send'] = (method, path, options = {}) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (payload !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) });
    return new Promise((resolve, reject) => {
      const request = http.request({ agent, hostname, port, method, path, headers, timeout: timeoutMs }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        const cookies = (response.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!);
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), cookies }));
      });
      request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      request.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive socket the server closed (its idle timeout) just as this request went out:
        // sent again on a new socket, as browsers do; every write here carries an Idempotency-Key.
        if (request.reusedSocket && error.code === 'ECONNRESET') send(method, path, options).then(resolve, reject);
        else reject(error);
      });
      request.end(payload);
    });
  };
  return { send, close: () => agent.destroy() };
}
