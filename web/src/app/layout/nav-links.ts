import type { FirmRole, Role } from '#common/api/auth.ts';
import type { ModuleName } from '#common/modules.ts';
import { paths } from '../../config/paths.ts';

/**
 * `module`: shown only to a client with that module (the pages behind it would turn them away). `firmRole`:
 * shown only from that firm role up. `count`: the link carries the number of reviews waiting for the member.
 */
export type NavItem = {
  to: string;
  label: string;
  module?: ModuleName;
  firmRole?: FirmRole;
  count?: 'waitingReviews';
};

/**
 * Spec §2.5: the links each role sees, in order; administrators also get Clients, after Admin, and clients
 * Team (their firm's members, ADR 018) at the end.
 */
export const NAV_LINKS: Record<Role, readonly NavItem[]> = {
  client: [
    { to: paths.client.dashboard, label: 'Dashboard' },
    { to: paths.client.compliance, label: 'Client Comms' },
    // The approvals inbox (issue 30): reviewers and approvers, with what waits for them.
    {
      to: paths.client.reviews,
      label: 'Reviews',
      module: 'compliance',
      firmRole: 'reviewer',
      count: 'waitingReviews',
    },
    { to: paths.client.personasDashboard, label: 'Personas' },
    { to: paths.client.documentImprovement, label: 'Enhancements' },
    { to: paths.client.documentAnalysis, label: 'AoV Analysis' },
    { to: paths.client.funds, label: 'Funds', module: 'funds' },
    { to: paths.client.team, label: 'Team' },
  ],
  admin: [
    { to: paths.admin.dashboard, label: 'Admin' },
    { to: paths.admin.clients, label: 'Clients' },
    { to: paths.admin.compliance, label: 'Client Comms' },
    { to: paths.admin.personas, label: 'Personas' },
    { to: paths.admin.analyses, label: 'AoV Analysis' },
  ],
};
