import { z } from 'zod';
import { defineContract } from '../api/define-contract';

/** Prometheus text exposition format (version 0.0.4). */
export const ZMetricsResponse = z.string();

/**
 * Prometheus metrics of this instance. Public unless the server has `METRICS_TOKEN`: then the
 * scraper must send `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise).
 */
export const metricsContract = defineContract({
  method: 'GET',
  path: '/api/metrics',
  summary: 'Prometheus metrics (Bearer METRICS_TOKEN when configured)',
  tags: ['health'],
  access: 'public',
  response: ZMetricsResponse,
});
