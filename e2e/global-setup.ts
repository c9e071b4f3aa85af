// Starts the SMTP catcher the app sends sign-in links to; stops it when the run ends.
import { startMailbox } from './support/mailbox';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const stop = await startMailbox(Number(process.env.E2E_SMTP_PORT ?? 2587));
  return stop;
}
