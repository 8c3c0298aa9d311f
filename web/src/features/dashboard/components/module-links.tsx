import { BarChart3, Layers, ShieldCheck, Sparkles, Users } from 'lucide-react';
import { MODULES, type ModuleName } from '#common/modules.ts';
import { paths } from '../../../config/paths.ts';
import { QuickLinks, type QuickLink } from './quick-links.tsx';

const CLIENT_MODULES: Record<ModuleName, QuickLink> = {
  aov_analysis: {
    label: 'AoV Analysis',
    to: paths.client.documentAnalysis,
    description: 'Check Assessment of Value reports against the seven considerations of COLL 6.6.21R.',
    icon: BarChart3,
  },
  compliance: {
    label: 'Client Comms',
    to: paths.client.compliance,
    description: 'Check factsheets, letters and promotions against COBS 4 and the Consumer Duty.',
    icon: ShieldCheck,
  },
  personas: {
    label: 'Personas',
    to: paths.client.personasDashboard,
    description: 'See how simulated investors of different knowledge and circumstances read your documents.',
    icon: Users,
  },
  document_improvements: {
    label: 'Enhancements',
    to: paths.client.documentImprovement,
    description: 'Get rewrite suggestions for findings, reading age and jargon.',
    icon: Sparkles,
  },
  funds: {
    label: 'Funds',
    to: paths.client.funds,
    description: "Each fund's KIIDs, factsheets and reports together, and where their key facts disagree.",
    icon: Layers,
  },
};

/** The modules this client may use, as links; having none is said plainly. */
export function ModuleLinks({ available }: { available: readonly ModuleName[] }) {
  const links = MODULES.filter((module) => available.includes(module)).map(
    (module) => CLIENT_MODULES[module],
  );
  if (links.length > 0) return <QuickLinks title="Your modules" links={links} />;
  return (
    <section
      aria-labelledby="modules-heading"
      className="rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <h2
        id="modules-heading"
        className="border-b border-slate-200 px-5 py-4 text-lg font-semibold text-slate-900"
      >
        Your modules
      </h2>
      <p className="px-5 py-6 text-sm text-slate-700">
        No modules are switched on for your account yet. Contact your administrator to request access.
      </p>
    </section>
  );
}
