import type { ClientSummary } from '#common/api/admin.ts';

export const SIGN_IN_METHOD_LABELS: Record<ClientSummary['signInMethod'], string> = {
  password: 'Password',
  sso: 'Single sign-on',
  password_and_sso: 'Password and single sign-on',
  pending: 'Awaiting password',
};

export function isClientDisabled(client: Pick<ClientSummary, 'disabledAt'>): boolean {
  return client.disabledAt !== null;
}

export function clientStatusLabel(client: Pick<ClientSummary, 'disabledAt'>): 'Active' | 'Disabled' {
  return isClientDisabled(client) ? 'Disabled' : 'Active';
}

/** The server falls back to "Unknown" for an empty name (spec §3); so do we, for any other source. */
export function clientDisplayName(name: string): string {
  return name.trim() || 'Unknown';
}

export function disableConfirmation(name: string): string {
  return `Disable ${clientDisplayName(name)}? They will be signed out and cannot sign in until you enable the account again.`;
}

export function enableConfirmation(name: string): string {
  return `Enable ${clientDisplayName(name)}? They will be able to sign in again.`;
}

export function createdConfirmation(client: Pick<ClientSummary, 'name' | 'email'>): string {
  return `${clientDisplayName(client.name)} has been created. We've e-mailed ${client.email} a link to choose a password.`;
}
