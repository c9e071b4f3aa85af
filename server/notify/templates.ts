// The turn and reminder emails: one small layout rendered to HTML and plain text from the same facts.

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
