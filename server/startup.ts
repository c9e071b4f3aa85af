// The start-up check: every configuration problem of this process in one list (sign-in, links in emails, storage),
// and a server that refuses to run with any of them instead of answering 500 to every request.
import { env, EnvError, parseEnv } from '@/server/env';
import { notifyConfigFromEnv } from '@/server/notify/config';
import { rateLimitsFromEnv } from '@/server/api/rate-limits';
import { chooseStore, openStore, StoreLockedError } from '@/server/store/index';

type RawEnv = Record<string, string | undefined>;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Every problem at once, so an operator fixes them in one go rather than one restart per variable. */
export function configurationProblems(raw: RawEnv): string[] {
  const problems: string[] = [];
  try {
    parseEnv(raw);
  } catch (error) {
    if (error instanceof EnvError) problems.push(...error.problems);
    else problems.push(messageOf(error));
  }
  try {
    notifyConfigFromEnv(raw);
  } catch (error) {
    // The sign-in check already names a missing NEXTAUTH_SECRET; the same fix serves both.
    if (!problems.some((p) => p.startsWith('NEXTAUTH_SECRET is missing'))) problems.push(messageOf(error));
  }
  try {
    chooseStore(raw);
  } catch (error) {
    problems.push(messageOf(error));
  }
  try {
    rateLimitsFromEnv(raw.MECATOL_RATE_LIMITS);
  } catch (error) {
    problems.push(messageOf(error));
  }
  return problems;
}

export interface StartupHooks {
  readonly exit: (code: number) => void;
  readonly error: (message: string) => void;
}

/** Prints the list and exits non-zero when anything is wrong; returns true when the server may start. */
export function checkConfigurationOrExit(raw: RawEnv, hooks: StartupHooks): boolean {
  const problems = configurationProblems(raw);
  if (problems.length === 0) return true;
  hooks.error(
    `Mecatol cannot start: the environment is misconfigured.\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
      'See "Deploy" in README.md for what each variable means.',
  );
  hooks.exit(1);
  return false;
}

/**
 * instrumentation.ts: check, then warm the validated settings and say which store this process uses. The embedded
 * store takes the lock on its data file now: a second process on the same file exits with a message naming the first.
 */
export async function startOrExit(): Promise<void> {
  const ok = checkConfigurationOrExit(process.env, {
    exit: (code) => process.exit(code),
    error: (message) => console.error(message),
  });
  if (!ok) return;
  env();
  notifyConfigFromEnv();
  const store = chooseStore(process.env);
  // Never print the URL: it may carry a password or token.
  console.log(`Mecatol storage: ${store.kind}${store.kind === 'embedded' ? ` (${store.file})` : ''}`);
  if (store.kind !== 'embedded' || process.env.NEXT_PHASE === 'phase-production-build') return;
  try {
    await openStore();
  } catch (error) {
    if (error instanceof StoreLockedError) {
      console.error(`Mecatol cannot start: ${error.message}`);
      process.exit(1);
    }
    // Anything else (an unreadable file) is answered per request as "storage unavailable", and retried.
    console.error(`Mecatol storage: ${messageOf(error)}`);
  }
}
