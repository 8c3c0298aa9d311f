import type { Role } from '#common/api/auth.ts';
import { paths } from '../../../config/paths.ts';

/** The compliance screens and the document viewer of a role's area. */
export function compliancePaths(role: Role) {
  const area = role === 'admin' ? paths.admin : paths.client;
  return {
    home: area.compliance,
    new: area.complianceNew,
    analysis: area.complianceAnalysis,
    dashboard: area.complianceDashboard,
    accuracy: area.checkerAccuracy,
    document: area.document,
  };
}
