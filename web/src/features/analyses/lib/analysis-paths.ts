import type { Role } from '#common/api/auth.ts';
import { paths } from '../../../config/paths.ts';

/** The AoV Analysis screens of a role's area (admins use /admin, everyone else /client: spec §2.6). */
export function analysisPaths(role: Role) {
  const area = role === 'admin' ? paths.admin : paths.client;
  return {
    home: role === 'admin' ? paths.admin.analyses : paths.client.documentAnalysis,
    analyzePdf: area.analyzePdf,
    analysis: area.analysis,
    trigger: area.analyzeTrigger,
    document: area.document,
  };
}

/**
 * Where "Back" goes from a document's analysis, named for that place (issue #17: "Back to AoV Analysis"
 * on an investor-communications document). The AoV Analysis page lists AoV reports; a client's other
 * documents are on the dashboard, and an administrator's list has every analysis.
 */
export function analysisBackLink(role: Role, documentType: string | null | undefined) {
  if (documentType === 'aov-report')
    return {
      to: analysisPaths(role).home,
      label: role === 'admin' ? 'Back to AoV Analyses' : 'Back to AoV Analysis',
    };
  if (role === 'admin') return { to: paths.admin.analyses, label: 'Back to all analyses' };
  return { to: paths.client.dashboard, label: 'Back to the dashboard' };
}
