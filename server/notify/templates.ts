// The turn notice (one batch of waiting decisions) and reminder emails, rendered to HTML and plain text alike.

export const EMAIL_KINDS = ['turn', 'reminder'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export interface TurnEmailFacts {
  readonly kind: EmailKind;
  readonly gameName: string;
  /** What waits on the player, e.g. "Choose a strategy card". */
  readonly decisionLabel: string;
  readonly gameUrl: string;
  readonly unsubscribeUrl: string;
  readonly settingsUrl: string;
  /** How long the decision has waited, for reminders. */
  readonly waitedHours?: number;
}

export interface RenderedEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Headers must stay on one line and not run on forever, whatever a game was named. */
function oneLine(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function waitedText(hours: number | undefined): string {
  if (hours === undefined) return 'for a while';
  if (hours < 48) return `for ${Math.max(1, Math.floor(hours))} hour${Math.floor(hours) === 1 ? '' : 's'}`;
  return `for ${Math.floor(hours / 24)} days`;
}

export function renderTurnEmail(facts: TurnEmailFacts): RenderedEmail {
  const game = oneLine(facts.gameName, 80);
  const decision = oneLine(facts.decisionLabel, 120);
  const subject = facts.kind === 'turn' ? `Your move in ${game}: ${decision}` : `Reminder: ${game} is waiting for you`;
  const lead =
    facts.kind === 'turn'
      ? `${game} is waiting for your decision.`
      : `${game} has been waiting for your decision ${waitedText(facts.waitedHours)}.`;

  const text = [
    lead,
    '',
    `Waiting on you: ${decision}`,
    '',
    `Open the game: ${facts.gameUrl}`,
    '',
    '--',
    'You get this email because you play this game on Mecatol.',
    `Notification settings: ${facts.settingsUrl}`,
    `Stop turn emails: ${facts.unsubscribeUrl}`,
    '',
  ].join('\n');

  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#0f172a;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0f172a;padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;color:#0f172a;">
<tr><td style="padding:20px 24px 0;font-size:13px;letter-spacing:1px;text-transform:uppercase;color:#64748b;">Mecatol</td></tr>
<tr><td style="padding:8px 24px 0;font-size:20px;font-weight:bold;line-height:1.3;">${escapeHtml(lead)}</td></tr>
<tr><td style="padding:16px 24px 0;font-size:16px;line-height:1.5;">
<span style="color:#64748b;">Waiting on you:</span><br><strong>${escapeHtml(decision)}</strong>
</td></tr>
<tr><td style="padding:24px;">
<a href="${escapeHtml(facts.gameUrl)}" style="display:inline-block;background:#b45309;color:#ffffff;text-decoration:none;font-size:16px;font-weight:bold;padding:14px 24px;border-radius:6px;">Open the game</a>
</td></tr>
<tr><td style="padding:0 24px 20px;font-size:12px;line-height:1.5;color:#64748b;border-top:1px solid #e2e8f0;">
<p style="margin:12px 0 0;">You get this email because you play this game on Mecatol.</p>
<p style="margin:4px 0 0;"><a href="${escapeHtml(facts.settingsUrl)}" style="color:#64748b;">Notification settings</a> &middot; <a href="${escapeHtml(facts.unsubscribeUrl)}" style="color:#64748b;">Stop turn emails</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}

/** One decision in a batched turn notice. */
export interface BatchItem {
  readonly gameName: string;
  /** What waits, e.g. "Choose a strategy card". */
  readonly decisionLabel: string;
  /** A sentence from public facts naming what happened, e.g. "Bea played Leadership: follow?". */
  readonly headline?: string;
  /** The decision's page. */
  readonly url: string;
}

export interface BatchEmailFacts {
  readonly items: readonly BatchItem[];
  readonly unsubscribeUrl: string;
  readonly settingsUrl: string;
}

/** "Choose a strategy card" reads "choose a strategy card" after a colon; a name ("Fleet Logistics: …") keeps its case. */
function lowerFirst(label: string): string {
  const [first = '', second] = label.split(/\s+/);
  const named = second !== undefined && /^[A-Z]/.test(second);
  return named || /^[A-Z]{2}/.test(first) ? label : `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

/** The line one decision gets: its headline, else "Your turn in <game>: <what>". */
export function noticeLine(item: Pick<BatchItem, 'gameName' | 'decisionLabel' | 'headline'>): string {
  const game = oneLine(item.gameName, 80);
  return item.headline ? oneLine(item.headline) : `Your turn in ${game}: ${lowerFirst(oneLine(item.decisionLabel))}`;
}

function names(list: readonly string[]): string {
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
}

/** The subject of a batch: one decision's own line, or how many wait and where. */
export function batchSubject(items: readonly BatchItem[]): string {
  const [only] = items;
  if (items.length === 1 && only) return noticeLine(only);
  const games = [...new Set(items.map((i) => oneLine(i.gameName, 80)))];
  const what = items.map((i) => lowerFirst(oneLine(i.decisionLabel, 60)));
  return oneLine(`${items.length} decisions wait for you in ${names(games)}: ${what.join('; ')}`, 160);
}

/** The turn notice: every decision waiting on the player when it is sent, each with its own line and link. */
export function renderBatchEmail(facts: BatchEmailFacts): RenderedEmail {
  const subject = batchSubject(facts.items);
  const lead =
    facts.items.length === 1 ? 'A game is waiting for your decision.' : `${facts.items.length} decisions wait for you.`;
  const lines = facts.items.map((item) => ({
    line: noticeLine(item),
    detail: item.headline ? `${oneLine(item.gameName, 80)}: ${oneLine(item.decisionLabel)}` : null,
    url: item.url,
  }));

  const text = [
    lead,
    '',
    ...lines.flatMap((l) => [l.line, ...(l.detail ? [l.detail] : []), `Open it: ${l.url}`, '']),
    '--',
    'You get this email because you play on Mecatol. Decisions answered within a few minutes are not emailed.',
    `Notification settings: ${facts.settingsUrl}`,
    `Stop turn emails: ${facts.unsubscribeUrl}`,
    '',
  ].join('\n');

  const rows = lines
    .map(
      (l) => `<tr><td style="padding:16px 24px 0;font-size:16px;line-height:1.5;">
<strong>${escapeHtml(l.line)}</strong>${l.detail ? `<br><span style="color:#64748b;">${escapeHtml(l.detail)}</span>` : ''}<br>
<a href="${escapeHtml(l.url)}" style="display:inline-block;margin-top:8px;background:#b45309;color:#ffffff;text-decoration:none;font-size:16px;font-weight:bold;padding:12px 20px;border-radius:6px;">Open the decision</a>
</td></tr>`,
    )
    .join('\n');

  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#0f172a;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0f172a;padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;color:#0f172a;">
<tr><td style="padding:20px 24px 0;font-size:13px;letter-spacing:1px;text-transform:uppercase;color:#64748b;">Mecatol</td></tr>
<tr><td style="padding:8px 24px 0;font-size:20px;font-weight:bold;line-height:1.3;">${escapeHtml(lead)}</td></tr>
${rows}
<tr><td style="padding:24px 24px 20px;font-size:12px;line-height:1.5;color:#64748b;">
<p style="margin:12px 0 0;border-top:1px solid #e2e8f0;padding-top:12px;">You get this email because you play on Mecatol.</p>
<p style="margin:4px 0 0;"><a href="${escapeHtml(facts.settingsUrl)}" style="color:#64748b;">Notification settings</a> &middot; <a href="${escapeHtml(facts.unsubscribeUrl)}" style="color:#64748b;">Stop turn emails</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}
