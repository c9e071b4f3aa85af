// The server's environment, validated once with zod. Server-only: nothing here is ever sent to the browser.
// Store settings (STORE_*, REDIS_URL, UPSTASH_*) are validated by server/store; this covers sign-in and the app.
import { z } from 'zod';

/** Public by nature (it is in the source): used only with the development sign-in flag, never in production. */
const DEV_SECRET = 'mecatol-development-secret-do-not-use-in-production';

/** The explicit flag that turns the display-name sign-in on; scripts/start.sh sets it, nothing else does. */
export const DEV_SIGN_IN_FLAG = 'MECATOL_DEV_SIGN_IN';

/** Hosts a development server may be reached at: the display-name sign-in must never face a network. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const rawEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  NEXTAUTH_SECRET: optional,
  NEXTAUTH_URL: optional,
  EMAIL_SERVER: optional,
  EMAIL_FROM: optional,
  DISCORD_CLIENT_ID: optional,
  DISCORD_CLIENT_SECRET: optional,
  GITHUB_CLIENT_ID: optional,
  GITHUB_CLIENT_SECRET: optional,
  MECATOL_TEST_SEED: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .pipe(
      z
        .string()
        .max(64)
        .regex(/^[\w.:-]+$/, 'letters, digits and . _ : - only')
        .optional(),
    ),
  MECATOL_ALLOW_TEST_SEED: optional,
  MECATOL_DEV_SIGN_IN: optional,
  MECATOL_TEST_CLOCK: optional,
});

export interface ServerEnv {
  readonly nodeEnv: 'development' | 'test' | 'production';
  readonly production: boolean;
  readonly authSecret: string;
  /** Public base URL when configured (magic links, invite links); otherwise taken from the request. */
  readonly baseUrl: string | null;
  readonly email: { readonly server: string; readonly from: string } | null;
  readonly discord: { readonly clientId: string; readonly clientSecret: string } | null;
  readonly github: { readonly clientId: string; readonly clientSecret: string } | null;
  /**
   * Display-name-only sign-in: only with MECATOL_DEV_SIGN_IN=1 (scripts/start.sh), never in production, and only
   * on a loopback address. Anyone who can reach it can sign in as anyone.
   */
  readonly devSignIn: boolean;
  /**
   * Tests only (MECATOL_TEST_SEED): every new game's dice seed is derived from this and the game's name, so a
   * scripted game rolls the same dice on every run. Null in every real deployment.
   */
  readonly testSeed: string | null;
  /**
   * Tests only (MECATOL_TEST_CLOCK=1): POST /api/test/clock moves the server's clock forward (deadlines in browser
   * tests). In production it also needs MECATOL_ALLOW_TEST_SEED=1, like the test seed.
   */
  readonly testClock: boolean;
}

export class EnvError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Mecatol cannot start: the environment is misconfigured.\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

function pair(
  problems: string[],
  env: Record<string, string | undefined>,
  a: string,
  b: string,
): { first: string; second: string } | null {
  const x = env[a];
  const y = env[b];
  if (x && y) return { first: x, second: y };
  if (x || y) problems.push(`${x ? b : a} is missing (${a} and ${b} go together)`);
  return null;
}

/** Pure: validates a raw environment (process.env in the app, a literal object in tests). */
export function parseEnv(raw: Record<string, string | undefined>): ServerEnv {
  const parsed = rawEnvSchema.safeParse(raw);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const production = e.NODE_ENV === 'production';

  const devSignIn = e.MECATOL_DEV_SIGN_IN === '1';
  if (e.MECATOL_DEV_SIGN_IN !== undefined && !devSignIn)
    problems.push(`${DEV_SIGN_IN_FLAG} must be 1 or unset (it is "${e.MECATOL_DEV_SIGN_IN}")`);
  if (devSignIn && production)
    problems.push(
      `${DEV_SIGN_IN_FLAG}=1 is for development only: anyone could sign in as anyone. Unset it in production.`,
    );
  // The development secret is public, so a server without the flag needs its own secret whatever NODE_ENV says
  // (NODE_ENV=test next start would otherwise sign sessions with a key anyone can read).
  if (!e.NEXTAUTH_SECRET && !(devSignIn && !production))
    problems.push(
      `NEXTAUTH_SECRET is missing (e.g. \`openssl rand -base64 32\`; only ${DEV_SIGN_IN_FLAG}=1 development runs go without)`,
    );
  else if (production && e.NEXTAUTH_SECRET && e.NEXTAUTH_SECRET.length < 32)
    problems.push('NEXTAUTH_SECRET is too short (use at least 32 characters)');
  if (e.NEXTAUTH_URL && !z.url().safeParse(e.NEXTAUTH_URL).success)
    problems.push(`NEXTAUTH_URL is not a URL: "${e.NEXTAUTH_URL}"`);
  else if (devSignIn && e.NEXTAUTH_URL && !LOOPBACK_HOSTS.has(new URL(e.NEXTAUTH_URL).hostname))
    problems.push(
      `${DEV_SIGN_IN_FLAG}=1 needs a loopback NEXTAUTH_URL (localhost or 127.0.0.1), not "${e.NEXTAUTH_URL}"`,
    );

  const email = pair(problems, e, 'EMAIL_SERVER', 'EMAIL_FROM');
  if (email && !/^smtps?:\/\//.test(email.first)) problems.push('EMAIL_SERVER must be an smtp:// or smtps:// URL');
  const discord = pair(problems, e, 'DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET');
  const github = pair(problems, e, 'GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET');

  // A fixed seed makes every game's dice predictable: harmless in development, a disaster if a deployment kept it.
  // `next start` (which the Playwright suite runs) is NODE_ENV=production, so production accepts it only together
  // with MECATOL_ALLOW_TEST_SEED=1 and otherwise refuses to start: a second, explicitly named flag cannot be left
  // behind by accident the way a copied seed variable can, and a loud warning is logged whenever it is in use.
  if (production && e.MECATOL_TEST_SEED && e.MECATOL_ALLOW_TEST_SEED !== '1') {
    problems.push(
      "MECATOL_TEST_SEED makes every game's dice predictable: in production it also needs MECATOL_ALLOW_TEST_SEED=1 (tests only; unset both in a deployment)",
    );
  }

  const testClock = e.MECATOL_TEST_CLOCK === '1';
  if (e.MECATOL_TEST_CLOCK !== undefined && !testClock)
    problems.push(`MECATOL_TEST_CLOCK must be 1 or unset (it is "${e.MECATOL_TEST_CLOCK}")`);
  if (production && testClock && e.MECATOL_ALLOW_TEST_SEED !== '1') {
    problems.push(
      'MECATOL_TEST_CLOCK lets anyone move the server clock and time out every player: in production it also needs MECATOL_ALLOW_TEST_SEED=1 (tests only; unset both in a deployment)',
    );
  }

  const anyProvider = Boolean(email || discord || github);
  if (!anyProvider && !(devSignIn && !production)) {
    problems.push(
      'No sign-in provider is configured. Set EMAIL_SERVER + EMAIL_FROM, DISCORD_CLIENT_ID + DISCORD_CLIENT_SECRET, ' +
        `or GITHUB_CLIENT_ID + GITHUB_CLIENT_SECRET (or ${DEV_SIGN_IN_FLAG}=1 for the display-name sign-in of a local ` +
        'development server, which scripts/start.sh sets).',
    );
  }
  if (problems.length > 0) throw new EnvError(problems);

  return {
    nodeEnv: e.NODE_ENV,
    production,
    authSecret: e.NEXTAUTH_SECRET ?? DEV_SECRET,
    baseUrl: e.NEXTAUTH_URL ? e.NEXTAUTH_URL.replace(/\/+$/, '') : null,
    email: email && { server: email.first, from: email.second },
    discord: discord && { clientId: discord.first, clientSecret: discord.second },
    github: github && { clientId: github.first, clientSecret: github.second },
    devSignIn: devSignIn && !production,
    testSeed: e.MECATOL_TEST_SEED ?? null,
    testClock,
  };
}

let cached: ServerEnv | null = null;

/** The validated environment of this process (validated on first use, then cached). */
export function env(): ServerEnv {
  if (typeof window !== 'undefined') throw new Error('server/env is server-only');
  if (!cached) {
    cached = parseEnv(process.env);
    // Once per process (the bundler may load this module more than once), but never silently.
    const g = globalThis as { mecatolTestSeedWarned?: boolean };
    if (cached.testSeed !== null && !g.mecatolTestSeedWarned) {
      g.mecatolTestSeedWarned = true;
      console.warn(
        `\n*** MECATOL_TEST_SEED is set: every new game's dice follow "${cached.testSeed}:<game name>". Tests only! ***\n`,
      );
    }
  }
  return cached;
}

/** What the browser may know about sign-in: which buttons to show. No secrets. */
export function publicAuthConfig(e: ServerEnv = env()) {
  return {
    email: e.email !== null,
    discord: e.discord !== null,
    github: e.github !== null,
    devSignIn: e.devSignIn,
  } as const;
}
