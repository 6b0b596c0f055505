import { describe, expect, it } from 'vitest';
import { RequestStats, SLOW_REQUEST_MS } from './request-stats';

const entry = (statusCode: number, duration: number, url = '/api/x') => ({
  method: 'GET',
  url,
  statusCode,
  duration,
  timestamp: new Date().toISOString(),
});

describe('RequestStats', () => {
  it('computes average time, slow requests, error rate and top endpoints', () => {
    const stats = new RequestStats();
    stats.record(entry(200, 10), 'GET /api/a');
    stats.record(entry(200, 30), 'GET /api/a');
    stats.record(entry(500, SLOW_REQUEST_MS + 1), 'GET /api/b');
    stats.record(entry(404, 2), 'GET /api/c');
    const performance = stats.performance();
    expect(performance.totalRequests).toBe(4);
    expect(performance.slowRequests).toBe(1);
    expect(performance.errorRate).toBe(25);
    // Reported with one decimal.
    expect(performance.averageResponseTime).toBe(Math.round(((10 + 30 + SLOW_REQUEST_MS + 1 + 2) / 4) * 10) / 10);
    expect(performance.topEndpoints[0]).toEqual({ endpoint: 'GET /api/a', count: 2 });
  });

  it('keeps the newest entries first and wraps around its ring buffer', () => {
    const stats = new RequestStats();
    for (let i = 0; i < 600; i += 1) stats.record(entry(200, 1, `/api/${i}`), 'GET /api/n');
    const recent = stats.recent(20);
    expect(recent).toHaveLength(20);
    expect(recent[0]!.url).toBe('/api/599');
    expect(recent[19]!.url).toBe('/api/580');
  });
});
