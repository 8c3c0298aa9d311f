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
