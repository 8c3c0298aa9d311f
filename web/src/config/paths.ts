import type { Role } from '#common/api/auth.ts';

/**
 * Every URL of the app in one place (spec §2.1-2.3, plus the administration screens of DESIGN.md §6: clients,
 * audit trail, analytics); links use these, never string literals.
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  acceptInvitation: '/accept-invitation',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  contactSuccess: '/contact-success',

  client: {
    root: '/client',
    dashboard: '/client/dashboard',
    analyzePdf: '/client/analyze-pdf',
    analysis: (analysisId: string) => `/client/analysis/${encodeURIComponent(analysisId)}`,
    analyzeTrigger: (documentId: string) => `/client/analyze-trigger/${encodeURIComponent(documentId)}`,
    documentAnalysis: '/client/document-analysis',
    document: (documentId: string) => `/client/document/${encodeURIComponent(documentId)}`,
    documentEdit: (documentId: string) => `/client/document/${encodeURIComponent(documentId)}/edit`,
    documentCompare: (documentId: string) => `/client/document/${encodeURIComponent(documentId)}/compare`,
    // The review workspace (issue 26): the page with its findings boxed, the findings and the review panel.
    documentReview: (documentId: string) => `/client/document/${encodeURIComponent(documentId)}/review`,
    personas: '/client/personas',
    personasNew: '/client/personas/new',
    personaInterview: (interviewId: string) => `/client/persona-interview/${encodeURIComponent(interviewId)}`,
    personaResults: (interviewId: string) => `/client/personas/results/${encodeURIComponent(interviewId)}`,
    reportEffectiveness: '/client/report-effectiveness',
    reportEffectivenessFor: (documentId: string) =>
      `/client/report-effectiveness/${encodeURIComponent(documentId)}`,
    personasDashboard: '/client/personas-dashboard',
    personasQuestions: '/client/personas/questions',
    personasManage: '/client/personas/manage',
    personasAllInterviews: '/client/personas/all-interviews',
    personasAll: '/client/personas/all',
    documentImprovement: '/client/document-improvement',
    documentImprovementFor: (documentId: string) =>
      `/client/document-improvement/${encodeURIComponent(documentId)}`,
    compliance: '/client/compliance',
    complianceNew: '/client/compliance/new',
    complianceAnalysis: (analysisId: string) =>
      `/client/compliance/analysis/${encodeURIComponent(analysisId)}`,
    complianceDashboard: '/client/compliance/dashboard',
    // The checker's measured reach from the firm's decisions (issue 26; not in the spec).
    checkerAccuracy: '/client/checker-accuracy',
    debug: '/client/debug',
    debugConnection: '/client/debug/supabase',
    twoFactor: '/client/two-factor',
    // The firm's members and their roles (ADR 018; not in the spec).
    team: '/client/team',
    // Communications under review and the register of approvals (ADR 019; not in the spec).
    reviews: '/client/reviews',
    // A firm's funds, each fund's documents checked against each other, and documents to sort (issue 28).
    funds: '/client/funds',
    fund: (fundId: string) => `/client/funds/${encodeURIComponent(fundId)}`,
    fundsUnlinked: '/client/funds/unlinked',
  },

  admin: {
    root: '/admin',
    dashboard: '/admin/admin-dashboard',
    createClient: '/admin/create-client',
    productAccess: '/admin/product-access',
    clients: '/admin/clients',
    client: (clientId: string) => `/admin/clients/${encodeURIComponent(clientId)}`,
    audit: '/admin/audit',
    checkerAccuracy: '/admin/checker-accuracy',
    analytics: '/admin/analytics',
    analyses: '/admin/analyses',
    analysis: (analysisId: string) => `/admin/analysis/${encodeURIComponent(analysisId)}`,
    analyzePdf: '/admin/analyze-pdf',
    twoFactor: '/admin/two-factor',
    analyzeTrigger: (documentId: string) => `/admin/analyze-trigger/${encodeURIComponent(documentId)}`,
    document: (documentId: string) => `/admin/document/${encodeURIComponent(documentId)}`,
    documentEdit: (documentId: string) => `/admin/document/${encodeURIComponent(documentId)}/edit`,
    documentCompare: (documentId: string) => `/admin/document/${encodeURIComponent(documentId)}/compare`,
    personas: '/admin/personas',
    personasNew: '/admin/personas/new',
    personaInterview: (interviewId: string) => `/admin/personas/interview/${encodeURIComponent(interviewId)}`,
    personaResults: (interviewId: string) => `/admin/personas/results/${encodeURIComponent(interviewId)}`,
    reportEffectiveness: '/admin/report-effectiveness',
    reportEffectivenessFor: (documentId: string) =>
      `/admin/report-effectiveness/${encodeURIComponent(documentId)}`,
    // Where administrators add and edit personas and questions (beyond the spec's list, like clients).
    personasManage: '/admin/personas/manage',
    personasQuestions: '/admin/personas/questions',
    compliance: '/admin/compliance',
    complianceNew: '/admin/compliance/new',
    complianceAnalysis: (analysisId: string) =>
      `/admin/compliance/analysis/${encodeURIComponent(analysisId)}`,
    complianceDashboard: '/admin/compliance/dashboard',
    debug: '/admin/debug',
  },
} as const;

/** Where a user lands after signing in, and where "Return to Dashboard" goes. */
export function dashboardPathFor(role: Role): string {
  return role === 'admin' ? paths.admin.dashboard : paths.client.dashboard;
}

/** The area a role may use: admins /admin/*, clients /client/*. */
export function areaPathFor(role: Role): string {
  return role === 'admin' ? paths.admin.root : paths.client.root;
}
