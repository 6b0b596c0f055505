import { z } from 'zod';
import { isoDateTime } from '../fields';
import { adminAnalyticsQuerySchema, adminAnalyticsResponseSchema } from './admin';
import { queryCount, successMessageSchema } from './common';
import { defineEndpoint } from './endpoint';

/** The System Monitor's shapes (spec §3 "Admin monitoring shapes", §9: request log limit 20). */

export const HEALTH_STATES = ['healthy', 'degraded', 'unhealthy'] as const;
export type HealthState = (typeof HEALTH_STATES)[number];

export const serviceHealthSchema = z.object({
  service: z.string(),
  status: z.enum(HEALTH_STATES),
  lastChecked: isoDateTime,
  responseTime: z.number().optional(),
  error: z.string().optional(),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

export const systemHealthSchema = z.object({
  overall: z.enum(HEALTH_STATES),
  /** Milliseconds since this instance started. */
  uptime: z.number(),
  /** The process's heap: used and total in MB (one decimal), used as a percentage of total. */
  memory: z.object({ used: z.number(), total: z.number(), percentage: z.number() }),
  services: z.array(serviceHealthSchema),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

/** `GET /api/admin/health`. */
export const adminHealthResponseSchema = z.object({ success: z.literal(true), health: systemHealthSchema });

export const adminMetricsSchema = z.object({
  performance: z.object({
    averageResponseTime: z.number(),
    slowRequests: z.number(),
    totalRequests: z.number(),
    errorRate: z.number(),
    topEndpoints: z.array(z.object({ endpoint: z.string(), count: z.number() })),
  }),
  cache: z.object({ totalEntries: z.number(), validEntries: z.number(), expiredEntries: z.number(), hitRate: z.number() }),
});
/** `GET /api/admin/metrics`: this instance's traffic and catalogue cache. */
export const adminMetricsResponseSchema = z.object({ success: z.literal(true), metrics: adminMetricsSchema });

export const requestLogEntrySchema = z.object({ method: z.string(), url: z.string(), statusCode: z.number(), duration: z.number(), timestamp: isoDateTime });
export const REQUEST_LOG_DEFAULT_LIMIT = 20;
export const REQUEST_LOG_MAX_LIMIT = 500;
/** `GET /api/admin/logs?limit=20`: newest first. */
export const adminLogsQuerySchema = z.object({
  limit: queryCount().max(REQUEST_LOG_MAX_LIMIT, `must be at most ${REQUEST_LOG_MAX_LIMIT}`).default(REQUEST_LOG_DEFAULT_LIMIT),
});
export const adminLogsResponseSchema = z.object({ success: z.literal(true), logs: z.array(requestLogEntrySchema) });

/** The System Monitor and the Analytics charts. Admin only; metrics and logs are the answering instance's own. */
export const adminSystemEndpoints = {
  health: defineEndpoint({ method: 'GET', path: '/api/admin/health', access: 'admin', response: adminHealthResponseSchema }),
  metrics: defineEndpoint({ method: 'GET', path: '/api/admin/metrics', access: 'admin', response: adminMetricsResponseSchema }),
  logs: defineEndpoint({ method: 'GET', path: '/api/admin/logs', access: 'admin', query: adminLogsQuerySchema, response: adminLogsResponseSchema }),
  clearCache: defineEndpoint({ method: 'POST', path: '/api/admin/cache/clear', access: 'admin', response: successMessageSchema }),
  analytics: defineEndpoint({ method: 'GET', path: '/api/admin/analytics', access: 'admin', query: adminAnalyticsQuerySchema, response: adminAnalyticsResponseSchema }),
};
