import { describe, expect, it } from 'vitest';
import { moduleFromPath } from './module-from-path.ts';

describe(moduleFromPath.name, () => {
  it.each([
    ['/client/compliance', 'compliance'],
    ['/client/compliance/analysis/abc', 'compliance'],
    ['/admin/compliance/dashboard', 'compliance'],
    ['/client/personas', 'personas'],
    ['/client/personas/new?step=2', 'personas'],
    ['/client/persona-interview/i-1', 'personas'],
    ['/client/personas-dashboard', 'personas'],
    ['/admin/personas/interview/i-2', 'personas'],
    ['/client/report-effectiveness/d-1', 'personas'],
    ['/client/document-improvement', 'document_improvements'],
    ['/client/document-improvement/d-1', 'document_improvements'],
    ['/client/analyze-pdf', 'aov_analysis'],
    ['/client/analyze-trigger/d-1', 'aov_analysis'],
    ['/client/analysis/a-1', 'aov_analysis'],
    ['/client/document-analysis', 'aov_analysis'],
    ['/admin/analyses', 'aov_analysis'],
    ['/admin/analysis/a-1#top', 'aov_analysis'],
  ])('puts %s in %s', (path, module) => {
    expect(moduleFromPath(path)).toBe(module);
  });

  it.each([
    '/',
    '/login',
    '/analysis',
    '/client/dashboard',
    '/client/document/d-1',
    '/client/document/analysis',
    '/admin/admin-dashboard',
    '/admin/analytics',
    '/admin/clients?q=compliance',
  ])('puts %s in no module', (path) => {
    expect(moduleFromPath(path)).toBeUndefined();
  });
});
