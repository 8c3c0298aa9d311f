import type { Role } from '#common/api/auth.ts';
import { paths } from '../../../config/paths.ts';

/**
 * The persona screens of a role's area. Administrators have no personas dashboard or all-interviews page of
 * their own: those links lead to their Persona Interview System page.
 */
export function personaPaths(role: Role) {
  if (role === 'admin') {
    const area = paths.admin;
    return {
      home: area.personas,
      new: area.personasNew,
      results: area.personaResults,
      report: area.reportEffectiveness,
      reportFor: area.reportEffectivenessFor,
      dashboard: area.personas,
      all: area.personas,
      allInterviews: area.personas,
      manage: area.personasManage,
      questions: area.personasQuestions,
      documentAnalysis: area.analyses,
      document: area.document,
    };
  }
  const area = paths.client;
  return {
    home: area.personas,
    new: area.personasNew,
    results: area.personaResults,
    report: area.reportEffectiveness,
    reportFor: area.reportEffectivenessFor,
    dashboard: area.personasDashboard,
    // Spec §2.9: the interview list's View All Interviews; §2.11: the dashboard's all-interviews link.
    all: area.personasAll,
    allInterviews: area.personasAllInterviews,
    manage: area.personasManage,
    questions: area.personasQuestions,
    documentAnalysis: area.documentAnalysis,
    document: area.document,
  };
}

export type PersonaPaths = ReturnType<typeof personaPaths>;
