import "server-only";
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { MailDelivery } from "@/lib/api/auth";
import { env } from "@/lib/core/env";
import { writePrivateFile } from "@/lib/core/private-files";

export type MailMessage = { to: string; subject: string; text: string; html: string };

// SMTP when SMTP_URL is set; otherwise one readable file per message in DATA_DIR/outbox/,
// so a newcomer (and the browser tests) can follow reset and invitation links.
// Resolves to where the message went, so an admin is never told a link was mailed when it was not.
export async function sendMail(message: MailMessage): Promise<MailDelivery> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (SMTP_URL) {
    const { createTransport } = await import("nodemailer");
    await createTransport(SMTP_URL).sendMail({ from: MAIL_FROM, ...message });
    return "smtp";
  }
  await writeOutboxFile(MAIL_FROM, message);
  return "outbox";
}

export function outboxDir(): string {
  return path.join(env().dataDir, "outbox");
}

async function writeOutboxFile(from: string, message: MailMessage): Promise<string> {
  const dir = outboxDir();
  const date = new Date();
  const file = path.join(dir, `${date.toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`);
  const boundary = `----=_${randomUUID()}`;
  const content = [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${message.subject}`,
    `Date: ${date.toUTCString()}`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    message.text,
    `--${boundary}`,
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    message.html,
    `--${boundary}--`,
    "",
  ].join("\r\n");
  await writePrivateFile(file, content);
  return file;
}
