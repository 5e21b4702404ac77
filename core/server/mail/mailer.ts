import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { CoreDatabase } from '../db/schema.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  tenantId: string;
  to: string;
  subject: string;
  body: string;
  /** Files sent with the mail; the log names them with their sizes (the outbox row keeps the text only). */
  attachments?: readonly MailAttachment[];
}

const describeAttachments = (mail: OutgoingMail) =>
  (mail.attachments ?? []).map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    bytes: file.content.length,
  }));

/** Every mail goes to the outbox table and the log; when SMTP_URL is set it is also sent. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export function createMailer(options: {
  db: Kysely<CoreDatabase>;
  log: FastifyBaseLogger;
  smtpUrl?: string | undefined;
  from: string;
}): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      const row = await options.db
        .insertInto('mail_outbox')
        .values({ tenant_id: mail.tenantId, recipient: mail.to, subject: mail.subject, body: mail.body })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) {
        options.log.info(
          {
            outboxId: row.id,
            to: mail.to,
            subject: mail.subject,
            body: mail.body,
            attachments: describeAttachments(mail),
          },
          'mail written to the outbox',
        );
        return;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.body,
          attachments: (mail.attachments ?? []).map((file) => ({ ...file })),
        });
        await options.db.updateTable('mail_outbox').set({ sent_at: new Date() }).where('id', '=', row.id).execute();
        options.log.info({ outboxId: row.id, to: mail.to, subject: mail.subject }, 'mail sent');
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await options.db.updateTable('mail_outbox').set({ error: message }).where('id', '=', row.id).execute();
        options.log.error({ outboxId: row.id, err: message }, 'mail could not be sent; it stays in the outbox');
      }
    },
  };
}
