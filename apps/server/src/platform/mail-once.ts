import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sentMails } from '../db/schema';
import type { Mailer, MailMessage } from './mailer';

/**
 * Sends the e-mail a job exists for, once per cause: `key` names the cause (the job's id, which
 * its retries keep). When an earlier attempt already sent it, nothing is built or sent. A worker
 * that dies between sending and recording may send it once more: that copy carries the same
 * Message-ID, which mail systems use to drop duplicates. `build` answering nothing means there is
 * nothing to send (e.g. no account for a reset request).
 */
export async function sendMailOnce(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  key: string,
  build: () => Promise<MailMessage | undefined>,
): Promise<void> {
  const { db, mailer } = deps;
  const [sent] = await db.select().from(sentMails).where(eq(sentMails.key, key)).limit(1);
  if (sent) return;
  const message = await build();
  if (!message) return;
  await mailer.send({ ...message, messageId: `<${key}@${new URL(deps.publicUrl).hostname}>` });
  await db.insert(sentMails).values({ key }).onConflictDoNothing();
}
