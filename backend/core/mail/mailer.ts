/** A message the backend sends (confirmation and reset codes). */
export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** Sends by SMTP when SMTP_URL is set, otherwise writes an .eml file to DATA_DIR/outbox; never drops mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
