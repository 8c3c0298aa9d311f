import crypto from 'node:crypto';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';
import { hashToken } from '../../plugins/auth.ts';
import { findFirmById, findUserById } from '../../users/users.repository.ts';
import {
  ACCOUNT_MAIL_KINDS,
  accountMail,
  hasPasswordLink,
  isInvitation,
  passwordLinkPath,
} from './account-mails.ts';
import { createPasswordReset, deletePasswordReset, expirePasswordResetsOfUser } from './auth.repository.ts';

export const PASSWORD_LINK_TTL_MS = 60 * 60 * 1000;
/** An invitation waits for a colleague who may be away for days; it is still single-use. */
export const INVITATION_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Reset, welcome and sign-up mails. The payload holds ids only: the token is minted here, at send time,
 * and only its hash is stored, so the job table (kept with its archive for days, and in every backup)
 * never holds a link that would let its reader take an account over.
 */
export const sendAccountMailJob = defineJob({
  name: 'send-account-mail',
  version: 1,
  payloadSchema: z.object({
    userId: z.string().uuid(),
    kind: z.enum(ACCOUNT_MAIL_KINDS),
    /** Who sent an invitation, named on the accept page and in the mail; absent in jobs queued before 0033. */
    invitedBy: z.string().uuid().optional(),
  }),
  retryLimit: 5,
  async handler({ userId, kind, invitedBy }, { database, mailer, config, log }) {
    const user = await findUserById(database.db, userId);
    // Deleted, or disabled since the request: a link would be useless or unwanted.
    if (!user || user.disabledAt) {
      log.info({ userId, kind }, 'account mail skipped: account gone or disabled');
      return;
    }
    if (!hasPasswordLink(kind)) {
      await mailer.send({ to: user.email, ...accountMail(kind, user, { publicUrl: config.publicUrl }) });
      return;
    }
    const token = crypto.randomBytes(32).toString('base64url');
    const tokenHash = hashToken(token);
    const invitation = isInvitation(kind);
    // The inviter may have gone since the request: the link then names nobody rather than failing.
    const inviter = invitation && invitedBy ? await findUserById(database.db, invitedBy) : undefined;
    // Only the newest link works: a resent invitation (or a second reset request) ends the links sent before,
    // which may sit in a forwarded or intercepted mail (issue 30).
    await database.db.transaction(async (tx) => {
      await expirePasswordResetsOfUser(tx, userId);
      await createPasswordReset(tx, {
        tokenHash,
        userId,
        expiresAt: new Date(Date.now() + (kind === 'invite' ? INVITATION_LINK_TTL_MS : PASSWORD_LINK_TTL_MS)),
        purpose: invitation ? 'invitation' : 'reset',
        invitedBy: inviter?.id ?? null,
      });
    });
    const firmName =
      invitation && user.firmId ? (await findFirmById(database.db, user.firmId))?.name : undefined;
    const link = `${config.publicUrl}${passwordLinkPath(kind)}?token=${token}`;
    try {
      await mailer.send({
        to: user.email,
        ...accountMail(
          kind,
          { name: user.name, firmName, inviterName: inviter?.name || undefined },
          { publicUrl: config.publicUrl, link },
        ),
      });
    } catch (error) {
      // A retry mints a fresh link; this one's token is lost with this attempt.
      await deletePasswordReset(database.db, tokenHash);
      throw error;
    }
  },
});
