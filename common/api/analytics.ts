import { z } from 'zod';

// First-party analytics (DESIGN.md §2): the events of spec §4, stored only for signed-in users.

/**
 * What a person did in a module, recorded by the server in the same transaction as the rows it creates,
 * one event per row: so the counts on the analytics screen equal the database's (issue #17: one "interview
 * completed" shown for three, no AoV analysis events at all). The browser cannot send these.
 */
export const MODULE_ACTIONS = {
  analysis_started: { module: 'aov_analysis', label: 'AoV analysis started' },
  analysis_completed: { module: 'aov_analysis', label: 'AoV analysis completed' },
  compliance_check_run: { module: 'compliance', label: 'Compliance check run' },
  finding_decided: { module: 'compliance', label: 'Compliance finding decided' },
  interview_started: { module: 'personas', label: 'Persona interview started' },
  interview_completed: { module: 'personas', label: 'Persona interview completed' },
  suggestions_requested: { module: 'document_improvements', label: 'Enhancement suggestions requested' },
  suggestion_decided: { module: 'document_improvements', label: 'Enhancement suggestion decided' },
} as const;
export type ModuleAction = keyof typeof MODULE_ACTIONS;
export const MODULE_ACTION_EVENT = 'module_action';

/** Events the browser sends (module actions are the server's). */
export const ANALYTICS_EVENT_TYPES = [
  'page_view',
  'persona_interview',
  'auth',
  'report_effectiveness_view',
  'report_effectiveness_selection',
  'report_effectiveness_tab',
  'web_vital',
  'feature',
] as const;

export const analyticsEvent = z.object({
  type: z.enum(ANALYTICS_EVENT_TYPES),
  name: z.string().trim().min(1).max(100),
  path: z.string().max(2000).optional(),
  title: z.string().max(300).optional(),
  /** Module the event belongs to, for feature usage per module. */
  module: z.string().max(50).optional(),
  value: z.number().finite().optional(),
  props: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;

export const analyticsEventsInput = z.object({ events: z.array(analyticsEvent).min(1).max(50) });
export type AnalyticsEventsInput = z.infer<typeof analyticsEventsInput>;

export const analyticsSummaryQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });

export const analyticsSummaryResponse = z.object({
  days: z.number().int(),
  pageViewsPerDay: z.array(z.object({ day: z.string(), views: z.number().int() })),
  topPages: z.array(z.object({ path: z.string(), views: z.number().int() })),
  featureUsage: z.array(z.object({ module: z.string(), events: z.number().int(), users: z.number().int() })),
  events: z.array(z.object({ type: z.string(), name: z.string(), count: z.number().int() })),
  webVitals: z.array(
    z.object({
      name: z.string(),
      samples: z.number().int(),
      p50: z.number(),
      p75: z.number(),
      p95: z.number(),
    }),
  ),
});
export type AnalyticsSummaryResponse = z.infer<typeof analyticsSummaryResponse>;
