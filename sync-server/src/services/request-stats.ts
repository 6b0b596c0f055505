/**
 * Per-instance request statistics for the admin System Monitor: a ring buffer of recent requests
 * and running totals. In memory on purpose: each instance reports its own traffic.
 */
export interface RequestLogEntry {
  method: string;
  url: string;
  statusCode: number;
  duration: number;
  timestamp: string;
}

export interface PerformanceMetrics {
  averageResponseTime: number;
  slowRequests: number;
  totalRequests: number;
  errorRate: number;
  topEndpoints: { endpoint: string; count: number }[];
}

export const SLOW_REQUEST_MS = 1000;
const LOG_CAPACITY = 500;
const TOP_ENDPOINTS = 10;

export class RequestStats {
  private readonly log: RequestLogEntry[] = [];
  private next = 0;
  private total = 0;
  private errors = 0;
  private slow = 0;
  private totalDuration = 0;
  private readonly endpointCounts = new Map<string, number>();

  record(entry: RequestLogEntry, endpoint: string): void {
    if (this.log.length < LOG_CAPACITY) this.log.push(entry);
    else this.log[this.next] = entry;
    this.next = (this.next + 1) % LOG_CAPACITY;
    this.total += 1;
    this.totalDuration += entry.duration;
    if (entry.statusCode >= 500) this.errors += 1;
    if (entry.duration >= SLOW_REQUEST_MS) this.slow += 1;
    this.endpointCounts.set(endpoint, (this.endpointCounts.get(endpoint) ?? 0) + 1);
  }

  /** Newest first. */
  recent(limit: number): RequestLogEntry[] {
    const ordered = [...this.log.slice(this.next), ...this.log.slice(0, this.next)];
    return ordered.reverse().slice(0, limit);
  }

  performance(): PerformanceMetrics {
    const topEndpoints = [...this.endpointCounts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, TOP_ENDPOINTS)
      .map(([endpoint, count]) => ({ endpoint, count }));
    return {
      averageResponseTime: this.total ? Math.round((this.totalDuration / this.total) * 10) / 10 : 0,
      slowRequests: this.slow,
      totalRequests: this.total,
      errorRate: this.total ? Math.round((this.errors / this.total) * 1000) / 10 : 0,
      topEndpoints,
    };
  }
}
