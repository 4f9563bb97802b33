import { readdir } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

type Received = { from: string; to: string[]; data: string };
const received: Received[] = [];

// A loopback SMTP server that accepts everything and keeps what it was sent.
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onRcptTo(address, _session, callback) {
    callback(address.address === "full@example.org" ? Object.assign(new Error("Mailbox full"), { responseCode: 552 }) : undefined);
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        data: Buffer.concat(chunks).toString("utf8"),
      });
      callback();
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  vi.resetModules();
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.MAIL_FROM = "Abuelita & Pepita <stories@example.org>";
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  vi.resetModules();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("sendMail with SMTP_URL", () => {
  it("delivers the message over SMTP from MAIL_FROM, with both text and HTML, and writes no outbox file", async () => {
    const { outboxDir, sendMail } = await import("@/lib/mail/send-mail");
    await sendMail({
      to: "grandma@example.org",
      subject: "You are invited",
      text: "Accept the invitation: http://localhost:3000/invite?token=xyz",
      html: '<p><a href="http://localhost:3000/invite?token=xyz">Accept</a></p>',
    });
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe("stories@example.org");
    expect(mail.to).toEqual(["grandma@example.org"]);
    expect(mail.data).toContain("Subject: You are invited");
    expect(mail.data).toContain("http://localhost:3000/invite?token=xyz");
    expect(mail.data).toContain("text/html");
    await expect(readdir(outboxDir())).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("rejects when the SMTP server refuses the message", async () => {
    const { sendMail } = await import("@/lib/mail/send-mail");
    await expect(sendMail({ to: "full@example.org", subject: "x", text: "x", html: "x" })).rejects.toThrow(/Mailbox full/);
  });
});
