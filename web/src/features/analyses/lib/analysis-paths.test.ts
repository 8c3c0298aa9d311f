import { describe, expect, it } from 'vitest';
import { analysisBackLink } from './analysis-paths.ts';

describe(analysisBackLink.name, () => {
  it('names the back link for where the document is listed, by its type', () => {
    expect(analysisBackLink('client', 'aov-report')).toEqual({
      to: '/client/document-analysis',
      label: 'Back to AoV Analysis',
    });
    expect(analysisBackLink('client', 'investor-communications')).toEqual({
      to: '/client/dashboard',
      label: 'Back to the dashboard',
    });
    expect(analysisBackLink('admin', 'investor-communications')).toEqual({
      to: '/admin/analyses',
      label: 'Back to all analyses',
    });
  });
});
