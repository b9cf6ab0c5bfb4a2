import type { ShopInfo } from '@backlit/domain';

export interface MailContent {
  /** The first line of the body, e.g. "Reset your password". */
  heading: string;
  /** Plain sentences; escaped for HTML. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Smaller print under the action (expiry, "ignore this e-mail"). */
  notes?: string[];
}

export interface RenderedMail {
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * Every e-mail the shop sends, in plain text and in simple HTML (inline styles, since mail
 * clients ignore style sheets), signed with the shop's name and contact details.
 */
export function renderMail(shop: ShopInfo, content: MailContent): RenderedMail {
  const notes = content.notes ?? [];
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...notes.flatMap((note) => [note, '']),
    '-- ',
    shop.name,
    shop.address,
    `${shop.phone} · ${shop.email}`,
    '',
  ].join('\n');

  const paragraph = (value: string, style = '') =>
    `<p style="margin:0 0 16px;${style}">${escapeHtml(value)}</p>`;
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;background:#111827;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700">${escapeHtml(shop.name)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((value) => paragraph(value)).join('\n')}
${action}
${notes.map((value) => paragraph(value, 'font-size:13px;color:#4b5563')).join('\n')}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="margin:0;font-size:12px;color:#6b7280">${escapeHtml(shop.name)} · ${escapeHtml(shop.address)}<br>${escapeHtml(shop.phone)} · <a href="mailto:${escapeHtml(shop.email)}" style="color:#6b7280">${escapeHtml(shop.email)}</a></p>
</div>
</body>
</html>
`;
  return { text, html };
}
