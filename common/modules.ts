/** Feature modules that an administrator switches on or off per client (spec §1, §9). */
export const MODULES = ['aov_analysis', 'compliance', 'personas', 'document_improvements', 'funds'] as const;

export type ModuleName = (typeof MODULES)[number];

export const MODULE_DISPLAY_NAMES: Record<ModuleName, string> = {
  aov_analysis: 'AoV Document Analysis',
  compliance: 'Client Comms',
  personas: 'Persona Interviews',
  document_improvements: 'Document Improvements',
  funds: 'Funds',
};

export type ModuleMap = Record<ModuleName, boolean>;

export function isModuleName(value: string): value is ModuleName {
  return (MODULES as readonly string[]).includes(value);
}
