import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { ResetLinks } from '../../account/public/server/ResetLinks.ts';

/** Links an administrator sends (a welcome, a forced reset) give the user three days to act. */
export const ADMIN_LINK_LIFETIME_HOURS = 72;
const ADMIN_LINK_LIFETIME_MS = ADMIN_LINK_LIFETIME_HOURS * 60 * 60_000;

export type PasswordLinkKind = 'welcome' | 'forcedReset';

export interface LinkRecipient {
  tenantId: string;
  id: string;
  username: string;
  email: string;
  firstname: string;
}

/** A mail ready to send once the transaction that stored its token has committed. */
export interface PendingLinkMail {
  send(): Promise<void>;
}

function mailBody(kind: PasswordLinkKind, user: LinkRecipient, businessName: string, link: string): string {
  const opening =
    kind === 'welcome'
      ? `an administrator of ${businessName} created an SDP Console account for you. Your username is "${user.username}".`
      : `an administrator of ${businessName} asked you to choose a new password for your SDP Console account "${user.username}". Your previous password no longer works.`;
  return [
    `Hello ${user.firstname},`,
    '',
    opening,
    `To choose your password, open this link within ${ADMIN_LINK_LIFETIME_HOURS} hours. It works once:`,
    '',
    link,
    '',
    'If the link has expired, use "Forgot password" on the sign-in page or ask your administrator.',
  ].join('\n');
}

/**
 * Stores a password link of the user inside the caller's transaction (the user's earlier links stop
 * working) and prepares its mail, to be sent after the commit.
 */
export async function preparePasswordLink(
  trx: Kysely<CoreDatabase>,
  services: ServerServices,
  kind: PasswordLinkKind,
  user: LinkRecipient,
): Promise<PendingLinkMail> {
  const link = await services.get(ResetLinks).create(trx, user, ADMIN_LINK_LIFETIME_MS);
  const tenant = await trx
    .selectFrom('tenants')
    .select('business_name')
    .where('id', '=', user.tenantId)
    .executeTakeFirstOrThrow();
  const mail = {
    tenantId: user.tenantId,
    to: user.email,
    subject: kind === 'welcome' ? 'Your SDP Console account' : 'Choose a new SDP Console password',
    body: mailBody(kind, user, tenant.business_name, link),
  };
  return { send: () => services.mailer.send(mail) };
}
