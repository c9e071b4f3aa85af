// The e2e mailbox: an SMTP server the app sends sign-in links to; each message is saved as a file per recipient,
// so test workers (other processes) can read them.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export function mailDir(): string {
  const base = process.env.MECATOL_E2E_DIR;
  if (!base) throw new Error('MECATOL_E2E_DIR is not set (playwright.config.ts sets it)');
  return path.join(base, 'mail');
}

const fileSafe = (address: string) => address.toLowerCase().replace(/[^a-z0-9@._-]/g, '_');

export async function startMailbox(port: number): Promise<() => Promise<void>> {
  const dir = mailDir();
  mkdirSync(dir, { recursive: true });
  let seq = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        seq += 1;
        for (const rcpt of session.envelope.rcptTo) {
          writeFileSync(path.join(dir, `${fileSafe(rcpt.address)}--${Date.now()}-${seq}.eml`), raw);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The newest sign-in link sent to `address`, waiting for it to arrive. */
export async function waitForSignInLink(address: string, timeoutMs = 20_000): Promise<string> {
  const dir = mailDir();
  const prefix = `${fileSafe(address)}--`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // Newest first: turn emails to the same address carry no sign-in link and are skipped.
    const files = readdirSync(dir)
      .filter((f) => f.startsWith(prefix))
      .sort()
      .reverse();
    for (const file of files) {
      // Quoted-printable soft line breaks ("=\r\n") and "=3D" would break the URL; undo them first.
      const text = readFileSync(path.join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const link = text.match(/https?:\/\/[^\s"<>]+\/api\/auth\/callback\/email\?[^\s"<>]+/)?.[0];
      if (link) return link.replace(/&amp;/g, '&');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no sign-in email for ${address} within ${timeoutMs} ms`);
}
