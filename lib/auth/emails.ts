import "server-only";
import { resetLinkLifetime } from "@/lib/api/auth";

// Bilingual mails (English first, Spanish second), plain text and HTML with the same content.

const SITE = "Abuelita & Pepita's Coloring Stories";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function html(paragraphs: string[], link: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 14px">${escapeHtml(p)}</p>`).join("");
  return `<!doctype html><html><body style="font-family:Trebuchet MS,system-ui,sans-serif;background:#fffaf0;color:#2b2118;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border:1px solid #fae0d3;border-radius:16px;padding:24px">
<h1 style="font-size:20px;color:#a14523;margin:0 0 16px">${escapeHtml(SITE)}</h1>${body}
<p style="margin:20px 0"><a href="${escapeHtml(link.href)}" style="background:#b9532d;color:#fff;padding:10px 18px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(link.label)}</a></p>
<p style="font-size:12px;color:#6b5a4b;word-break:break-all">${escapeHtml(link.href)}</p></div></body></html>`;
}

export function resetPasswordMail(link: string) {
  const en = [
    "We received a request to reset the password of your admin account.",
    `Open the link below to choose a new password. It expires in ${resetLinkLifetime("en")} and works once. If you did not ask for this, ignore this message: your password stays the same.`,
  ];
  const es = [
    "Recibimos una solicitud para restablecer la contraseña de tu cuenta de administración.",
    `Abre el enlace para elegir una contraseña nueva. Caduca en ${resetLinkLifetime("es")} y solo funciona una vez. Si no lo pediste, ignora este mensaje: tu contraseña no cambia.`,
  ];
  return {
    subject: `Reset your password / Restablece tu contraseña – ${SITE}`,
    text: [...en, "", link, "", "—", "", ...es, "", link, ""].join("\n"),
    html: html([...en, ...es], { href: link, label: "Reset password / Restablecer contraseña" }),
  };
}

export function invitationMail(link: string, options: { inviter: string | null; message?: string | null; expiresAt: Date }) {
  const who = options.inviter ?? "An administrator";
  const whoEs = options.inviter ?? "Un administrador";
  const date = options.expiresAt.toISOString().slice(0, 10);
  const en = [`${who} invited you to create an account for the ${SITE} back office.`, `The link works once and expires on ${date}.`];
  const es = [`${whoEs} te invitó a crear una cuenta para la administración de ${SITE}.`, `El enlace funciona una vez y caduca el ${date}.`];
  const note = options.message ? [`“${options.message}”`] : [];
  return {
    subject: `You're invited / Estás invitado – ${SITE}`,
    text: [...en, ...note, "", link, "", "—", "", ...es, "", link, ""].join("\n"),
    html: html([...en, ...note, ...es], { href: link, label: "Create account / Crear cuenta" }),
  };
}
