import type { TestApi } from './api-server';

type TestResponse = Awaited<ReturnType<TestApi['request']>>;
type RequestInitWithJson = Parameters<TestApi['request']>[1];

interface StoredCookie {
  value: string;
  path: string;
}

/**
 * One browser behind a round-robin load balancer: each request goes to the next instance, carrying
 * the cookies earlier answers set (whichever instance set them, honouring their paths and removals),
 * the site's own Origin as a browser sends it, and the client's address in X-Forwarded-For as the
 * balancer adds it (the instances trust one proxy hop). Every answer says which instance gave it.
 */
export class LoadBalancedClient {
  private next = 0;
  private readonly jar = new Map<string, StoredCookie>();

  constructor(
    private readonly instances: TestApi[],
    private readonly options: { origin: string; clientIp: string },
  ) {}

  /** Sends to the next instance in turn. */
  request(path: string, init: RequestInitWithJson = {}): Promise<TestResponse & { instance: number }> {
    const instance = this.next;
    this.next = (this.next + 1) % this.instances.length;
    return this.requestAt(instance, path, init);
  }

  /** Sends to instance `index`, as a balancer with sticky routing would; the turn is unchanged. */
  async requestAt(index: number, path: string, init: RequestInitWithJson = {}): Promise<TestResponse & { instance: number }> {
    const headers = new Headers(init.headers);
    headers.set('origin', this.options.origin);
    headers.set('x-forwarded-for', this.options.clientIp);
    const cookies = this.cookieHeader(path);
    if (cookies && !headers.has('cookie')) headers.set('cookie', cookies);
    const response = await this.instances[index]!.request(path, { ...init, headers });
    for (const line of response.headers.getSetCookie()) this.store(line);
    return { ...response, instance: index };
  }

  /** The `name=value` the jar holds for `name`, if any. */
  cookie(name: string): string | undefined {
    const stored = this.jar.get(name);
    return stored && `${name}=${stored.value}`;
  }

  private cookieHeader(path: string): string {
    return [...this.jar.entries()]
      .filter(([, cookie]) => path === cookie.path || path.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  private store(line: string): void {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const separator = pair!.indexOf('=');
    const name = pair!.slice(0, separator);
    const value = pair!.slice(separator + 1);
    const attribute = (key: string) => attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const expires = attribute('expires');
    const maxAge = attribute('max-age');
    const removed = value === '' || (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now());
    if (removed) this.jar.delete(name);
    else this.jar.set(name, { value, path: attribute('path') ?? '/' });
  }
}
