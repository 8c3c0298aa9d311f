import { POLICY_LAST_UPDATED } from '#common/constants.ts';
import { env } from './env.ts';

/** Facts the legal pages and contact links state about the operator. */
export const site = {
  productName: 'Clarion',
  operator: 'a private limited company registered in Scotland',
  supportEmail: env.supportEmail,
  privacyEmail: env.privacyEmail,
  policyLastUpdated: POLICY_LAST_UPDATED,
  policyLastUpdatedIso: '2025-05-05',
} as const;
