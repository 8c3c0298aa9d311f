import type { ComponentType } from 'react';
import { Outlet } from 'react-router';
import type { ModuleName } from '#common/modules.ts';
import { ModuleGuard } from '../../features/auth/components/module-guard.tsx';

// One layout route per module (spec §2.2), so the route table can wrap a group of pages in its guard.
function AovAnalysisGuardRoute() {
  return (
    <ModuleGuard module="aov_analysis">
      <Outlet />
    </ModuleGuard>
  );
}

function ComplianceGuardRoute() {
  return (
    <ModuleGuard module="compliance">
      <Outlet />
    </ModuleGuard>
  );
}

function PersonasGuardRoute() {
  return (
    <ModuleGuard module="personas">
      <Outlet />
    </ModuleGuard>
  );
}

function DocumentImprovementsGuardRoute() {
  return (
    <ModuleGuard module="document_improvements">
      <Outlet />
    </ModuleGuard>
  );
}

function FundsGuardRoute() {
  return (
    <ModuleGuard module="funds">
      <Outlet />
    </ModuleGuard>
  );
}

export const moduleGuardRoutes: Record<ModuleName, ComponentType> = {
  aov_analysis: AovAnalysisGuardRoute,
  compliance: ComplianceGuardRoute,
  personas: PersonasGuardRoute,
  document_improvements: DocumentImprovementsGuardRoute,
  funds: FundsGuardRoute,
};
