import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { QueueStats } from '../jobs/queue.ts';

/**
 * Prometheus metrics of one app instance (GET /metrics): request latency by route, job durations and
 * failures, and queue depth read from pg-boss when scraped. A registry per app rather than prom-client's
 * global one, so tests that build many apps in one process do not share or re-register metrics.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  readonly jobDuration: Histogram<'job' | 'outcome'>;
  readonly jobFailures: Counter<'job'>;
  readonly aiReviews: Counter<'kind' | 'status'>;
  readonly aiReviewSuggestions: Counter<'kind' | 'outcome'>;

  constructor(options: { queueStats: () => Promise<QueueStats>; processMetrics?: boolean }) {
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry, prefix: 'clarion_' });
    this.httpDuration = new Histogram({
      name: 'clarion_http_request_duration_seconds',
      help: 'HTTP request latency by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    this.jobDuration = new Histogram({
      name: 'clarion_job_duration_seconds',
      help: 'Background job duration by job name and outcome',
      labelNames: ['job', 'outcome'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
      registers: [this.registry],
    });
    this.jobFailures = new Counter({
      name: 'clarion_job_failures_total',
      help: 'Background job attempts that failed (pg-boss retries them up to their limit)',
      labelNames: ['job'],
      registers: [this.registry],
    });
    this.aiReviews = new Counter({
      name: 'clarion_ai_reviews_total',
      help: 'AI reviews (AI_PROVIDER=openai) by kind (compliance, aov) and status (completed, partial, failed)',
      labelNames: ['kind', 'status'],
      registers: [this.registry],
    });
    this.aiReviewSuggestions = new Counter({
      name: 'clarion_ai_review_suggestions_total',
      help: 'Findings the AI review suggested, by outcome: kept, or dropped as unverified (quote not in the document), duplicate or unknownTopic',
      labelNames: ['kind', 'outcome'],
      registers: [this.registry],
    });
    const { queueStats } = options;
    new Gauge({
      name: 'clarion_queue_jobs',
      help: 'Jobs in the queue by queue name and state (queued, active, failed)',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const q of await queueStats()) {
          this.set({ queue: q.name, state: 'queued' }, q.queued);
          this.set({ queue: q.name, state: 'active' }, q.active);
          this.set({ queue: q.name, state: 'failed' }, q.failed);
        }
      },
    });
  }
}
