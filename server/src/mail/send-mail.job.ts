import { z } from 'zod';
import { defineJob } from '../jobs/job-definition.ts';

/** Mails go through the queue so an SMTP outage delays them instead of failing the request that sent them. */
export const sendMailJob = defineJob({
  name: 'send-mail',
  version: 1,
  payloadSchema: z.object({ to: z.string().email(), subject: z.string().min(1), text: z.string().min(1) }),
  retryLimit: 5,
  async handler(mail, { mailer }) {
    await mailer.send(mail);
  },
});
