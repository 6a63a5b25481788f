import { shownPhone } from '../contacts.js';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML; every value put into a letter goes through it. */
export const escapeHtml = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => escapes[c]);

/** A letter ready to send. */
export interface Letter {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** In a letter's subject, greeting and paragraphs, `{shop}` stands for the shop's name as its settings have it when the letter is queued. */
export interface LetterContent {
  subject: string;
  /** Greeting line, e.g. «Здравствуйте, Анна!» */
  greeting: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** An optional button: a link the reader should follow. */
  action?: { label: string; url: string };
  /** Label → value rows, e.g. a login and a password, or a form's fields. */
  facts?: [string, string][];
  /** Goods, each with its picture (an absolute address) before the facts. */
  items?: LetterItem[];
}

/**
 * A letter as a module writes it: to whom, what it says, and headers of its own (a newsletter's
 * `List-Unsubscribe`). The mail queue signs it with the shop's settings as they are when it is
 * queued (CONTRACT §19) and renders it.
 */
export interface Draft {
  to: string;
  content: LetterContent;
  headers?: Record<string, string>;
}

export const letter = (to: string, content: LetterContent, headers?: Record<string, string>): Draft => ({ to, content, headers });

/** Who signs a letter: the shop's name and how to reach it. */
export interface LetterSignature {
  name: string;
  phone: string;
  email: string;
}

export interface LetterItem {
  picture: string | null;
  title: string;
  /** What tells it apart, e.g. «Цвет: Красный · Размер: M · Артикул DRS-RED-M · 1 шт.» */
  note: string;
  price: string;
}

const itemRow = (item: LetterItem) =>
  `<tr><td width="72" style="padding:4px 12px 4px 0">${item.picture ? `<img src="${escapeHtml(item.picture)}" width="64" height="64" alt="" style="display:block;object-fit:cover;border-radius:4px">` : ''}</td>` +
  `<td style="font-size:14px">${escapeHtml(item.title)}<br><span style="color:#71717a">${escapeHtml(item.note)}</span></td><td align="right" style="font-size:14px;white-space:nowrap"><b>${escapeHtml(item.price)}</b></td></tr>`;

/** One Russian letter in both HTML and plain text, in the shop's simple layout, signed by `shop`. */
export function rendered({ to, content: written, headers }: Draft, shop: LetterSignature): Letter {
  const named = (text: string) => text.replaceAll('{shop}', shop.name);
  const content = { ...written, subject: named(written.subject), greeting: named(written.greeting), paragraphs: written.paragraphs.map(named) };
  const facts = content.facts ?? [];
  const items = content.items ?? [];
  const shopName = shop.name;
  const reach = [shop.phone && shownPhone(shop.phone), shop.email].filter(Boolean);
  const html = `<!DOCTYPE html><html lang="ru"><body style="margin:0;background:#f4f4f5;font-family:Arial,sans-serif;color:#18181b">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;padding-bottom:16px">${escapeHtml(shopName)}</td></tr>
<tr><td style="font-size:16px;padding-bottom:12px">${escapeHtml(content.greeting)}</td></tr>
${content.paragraphs.map((p) => `<tr><td style="font-size:15px;line-height:1.5;padding-bottom:12px">${escapeHtml(p)}</td></tr>`).join('\n')}
${items.length ? `<tr><td style="padding-bottom:12px"><table width="100%" cellpadding="0" cellspacing="0">${items.map(itemRow).join('')}</table></td></tr>` : ''}
${facts.length ? `<tr><td style="padding-bottom:12px"><table cellpadding="4">${facts.map(([k, v]) => `<tr><td style="color:#71717a">${escapeHtml(k)}:</td><td><b>${escapeHtml(v)}</b></td></tr>`).join('')}</table></td></tr>` : ''}
${content.action ? `<tr><td style="padding:8px 0 16px"><a href="${escapeHtml(content.action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></td></tr>` : ''}
${reach.length ? `<tr><td style="font-size:14px;padding-top:8px">${escapeHtml(shopName)}: ${reach.map(escapeHtml).join(', ')}</td></tr>` : ''}
<tr><td style="font-size:12px;color:#71717a;padding-top:16px">Это письмо отправлено автоматически, отвечать на него не нужно.</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...items.map((item) => `${item.title} (${item.note}): ${item.price}`),
    ...facts.map(([k, v]) => `${k}: ${v}`),
    ...(facts.length ? [''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    `— ${shopName}`,
    ...reach,
  ].join('\n');
  return { to, subject: content.subject, html, text, ...(headers ? { headers } : {}) };
}
