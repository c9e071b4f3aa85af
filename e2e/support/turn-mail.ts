// Reading turn emails from the e2e mailbox (e2e/support/mailbox.ts saves each message per recipient).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mailDir } from './mailbox';

export interface ReceivedMail {
  readonly to: string;
  readonly subject: string;
  /** Headers unfolded, body with quoted-printable soft breaks and escapes undone. */
  readonly text: string;
}

const fileSafe = (address: string) => address.toLowerCase().replace(/[^a-z0-9@._-]/g, '_');

function parse(raw: string): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  const body = rest
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { to: header('To'), subject: header('Subject'), text: body };
}

/** Every message sent to `address` so far, oldest first. */
export function mailTo(address: string): ReceivedMail[] {
  const prefix = `${fileSafe(address)}--`;
  return readdirSync(mailDir())
    .filter((f) => f.startsWith(prefix))
    .sort()
    .map((f) => parse(readFileSync(path.join(mailDir(), f), 'utf8')));
}

/** Waits for a message to `address` that `match` accepts. */
export async function waitForMail(
  address: string,
  match: (m: ReceivedMail) => boolean,
  timeoutMs = 30_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = mailTo(address).find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  const seen = mailTo(address).map((m) => m.subject);
  throw new Error(`no matching email to ${address} within ${timeoutMs} ms (got: ${JSON.stringify(seen)})`);
}
