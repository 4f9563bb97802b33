import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { outboxDir, sendMail } from "@/lib/mail/send-mail";

const message = {
  to: "grandma@example.org",
  subject: "Reset your password",
  text: "Open this link to choose a new password:\nhttp://localhost:3000/reset-password?token=abc123\n¡Gracias!",
  html: '<p>Open <a href="http://localhost:3000/reset-password?token=abc123">this link</a>. ¡Gracias!</p>',
};

describe("sendMail without SMTP", () => {
  it("writes one file per message into DATA_DIR/outbox", async () => {
    const before = await readdir(outboxDir()).catch((): string[] => []);
    await sendMail(message);
    await sendMail({ ...message, to: "pepita@example.org" });
    const files = (await readdir(outboxDir())).filter((name) => !before.includes(name));
    expect(files).toHaveLength(2);
    expect(files.every((name) => name.endsWith(".eml"))).toBe(true);
    expect(outboxDir()).toBe(path.join(process.env.DATA_DIR!, "outbox"));
  });

  it("keeps the whole text of the message readable in the file", async () => {
    const before = await readdir(outboxDir()).catch((): string[] => []);
    await sendMail(message);
    const [file] = (await readdir(outboxDir())).filter((name) => !before.includes(name));
    const content = await readFile(path.join(outboxDir(), file!), "utf8");
    expect(content).toContain("To: grandma@example.org");
    expect(content).toContain("Subject: Reset your password");
    expect(content).toMatch(/^From: /m);
    expect(content).toContain(message.text);
    expect(content).toContain("http://localhost:3000/reset-password?token=abc123");
    expect(content).toContain("¡Gracias!");
    expect(content).toContain(message.html);
  });
});
