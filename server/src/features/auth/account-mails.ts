/** What an account mail is about; the job that sends it reads everything else from the database. */
export const ACCOUNT_MAIL_KINDS = ['reset', 'welcome', 'signup', 'signup_existing', 'invite'] as const;
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number];

export type AccountMail = { subject: string; text: string };

/** Kinds whose mail carries a single-use link to choose a password. */
export const hasPasswordLink = (kind: AccountMailKind): boolean => kind !== 'signup_existing';

/**
 * Someone else opened the account (a firm admin invited a colleague, the platform admin created a client): its
 * link opens the accept-invitation page, which names the firm and the inviter, not the password-reset page.
 */
export const isInvitation = (kind: AccountMailKind): boolean => kind === 'invite' || kind === 'welcome';

/** The page a mail's link opens. */
export const passwordLinkPath = (kind: AccountMailKind): string =>
  isInvitation(kind) ? '/accept-invitation' : '/reset-password';

/** The text of each account mail; `link` is the single-use link for the kinds that carry one. */
export function accountMail(
  kind: AccountMailKind,
  user: { name: string; firmName?: string; inviterName?: string },
  urls: { publicUrl: string; link?: string },
): AccountMail {
  const greeting = user.name ? `Hello ${user.name},` : 'Hello,';
  const expiry = `The link works once and expires in ${kind === 'invite' ? 'seven days' : 'one hour'}`;
  switch (kind) {
    case 'reset':
      return {
        subject: 'Reset your Clarion password',
        text: `${greeting}\n\nSomeone asked to reset the password of your Clarion account. To choose a new password, open:\n\n${urls.link}\n\n${expiry}. If you did not ask for this, ignore this e-mail; your password stays as it is.\n`,
      };
    case 'welcome':
      return {
        subject: 'Your Clarion account',
        text: `${greeting}\n\n${user.inviterName || 'An administrator'} has created a Clarion account for you${user.firmName ? ` as the firm admin of ${user.firmName}` : ''}. To accept and choose your password, open:\n\n${urls.link}\n\n${expiry}; ask your administrator for a new one if it has expired.\n`,
      };
    case 'signup':
      return {
        subject: 'Finish creating your Clarion account',
        text: `${greeting}\n\nTo finish creating your Clarion account, choose your password here:\n\n${urls.link}\n\n${expiry}; if it has expired, ask for a new one at ${urls.publicUrl}/reset-password. If you did not sign up for Clarion, ignore this e-mail.\n`,
      };
    case 'invite':
      return {
        subject: `You are invited to join ${user.firmName || 'your firm'} on Clarion`,
        text: `${greeting}\n\n${user.inviterName || 'Your firm admin'} has invited you to join ${user.firmName || 'your firm'} on Clarion, where your compliance team reviews and approves its communications. To accept and choose your password, open:\n\n${urls.link}\n\n${expiry}; ask your firm admin to send a new one if it has expired.\n`,
      };
    case 'signup_existing':
      return {
        subject: 'Someone tried to create a Clarion account with your address',
        text: `${greeting}\n\nSomeone tried to create a Clarion account with your e-mail address, but you already have one. Sign in at ${urls.publicUrl}/login, or if you have forgotten your password, choose a new one at ${urls.publicUrl}/reset-password.\n\nIf this was not you, ignore this e-mail; nothing has changed in your account.\n`,
      };
  }
}
