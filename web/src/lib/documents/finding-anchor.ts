/** The id of a finding's card on its check page, so other pages (the approval panel) can link to it. */
export const findingAnchor = (ruleId: string): string => `finding-${ruleId.replace(/[^A-Za-z0-9_-]/g, '-')}`;
