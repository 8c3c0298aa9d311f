/** Document type values and the labels of their badges (spec §2.6). */
export const DOCUMENT_TYPE_LABELS: Record<string, string> = {
  'aov-report': 'AoV Report',
  'sdr-report': 'SDR Report',
  'investor-communications': 'Investor Comms',
  'priips-kid': 'PRIIPs KID',
  'ucits-kii': 'UCITS KII',
};

export function documentTypeLabel(type: string | null | undefined): string {
  if (!type) return 'Other';
  return DOCUMENT_TYPE_LABELS[type] ?? type;
}
