// Sign-in (next-auth v4, JWT sessions): email magic link, Discord and GitHub when configured, and a
// display-name sign-in for development only with MECATOL_DEV_SIGN_IN=1 (never in production; see server/env.ts).
import { headers } from 'next/headers';
import { getServerSession } from 'next-auth';
import type { DefaultSession, NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import DiscordProvider from 'next-auth/providers/discord';
import EmailProvider from 'next-auth/providers/email';
import GitHubProvider from 'next-auth/providers/github';
import type { Provider } from 'next-auth/providers/index';
import { createTransport } from 'nodemailer';
import { env } from '@/server/env';
import type { ServerEnv } from '@/server/env';
import { displayNameSchema } from '@/server/lobby/doc';
import { rememberUserEmail } from '@/server/notify/index';
import { getStore } from '@/server/store/index';
import type { GameStore } from '@/server/store/types';
import { devUser, storeAdapter } from '@/server/auth/store-adapter';
import { sameSiteRedirect } from '@/server/auth/callback-url';

declare module 'next-auth' {
  interface Session {
    user: { id: string; name: string } & Omit<NonNullable<DefaultSession['user']>, 'name'>;
  }
}

export const DEV_PROVIDER_ID = 'dev';

/** The name shown for a user who has none yet: the part of the email before the @. */
export function fallbackName(name: string | null | undefined, email: string | null | undefined): string {
  const n = name?.trim();
  if (n) return n.slice(0, 40);
  const local = email?.split('@')[0]?.trim();
  return local ? local.slice(0, 40) : 'Player';
}

type StoreSource = GameStore | (() => GameStore | Promise<GameStore>);

export function buildAuthOptions(e: ServerEnv, store: StoreSource): NextAuthOptions {
  const resolveStore = async (): Promise<GameStore> => (typeof store === 'function' ? store() : store);
  const providers: Provider[] = [];
  if (e.email) {
    const { server, from } = e.email;
    providers.push(
      EmailProvider({
        server,
        from,
        maxAge: 24 * 60 * 60,
        async sendVerificationRequest({ identifier, url }) {
          const host = new URL(url).host;
          await createTransport(server).sendMail({
            to: identifier,
            from,
            subject: `Your Mecatol sign-in link`,
            text: `Open this link to sign in to Mecatol (${host}):\n\n${url}\n\nThe link works once and expires in 24 hours. If you did not ask for it, ignore this email.\n`,
            html: `<p>Open this link to sign in to Mecatol (${host}):</p><p><a href="${url}">Sign in</a></p><p>The link works once and expires in 24 hours. If you did not ask for it, ignore this email.</p>`,
          });
        },
      }),
    );
  }
  if (e.discord)
    providers.push(DiscordProvider({ clientId: e.discord.clientId, clientSecret: e.discord.clientSecret }));
  if (e.github) providers.push(GitHubProvider({ clientId: e.github.clientId, clientSecret: e.github.clientSecret }));
  if (e.devSignIn) {
    providers.push(
      CredentialsProvider({
        id: DEV_PROVIDER_ID,
        name: 'Development sign-in',
        credentials: { name: { label: 'Display name', type: 'text' } },
        async authorize(credentials) {
          // Belt and braces: env() never enables this in production, and this refuses even if it were.
          if (process.env.NODE_ENV === 'production') return null;
          const name = displayNameSchema.safeParse(credentials?.name);
          if (!name.success) return null;
          const user = await devUser(await resolveStore(), name.data);
          return { id: user.id, name: user.name ?? name.data };
        },
      }),
    );
  }

  return {
    secret: e.authSecret,
    adapter: storeAdapter(store),
    session: { strategy: 'jwt', maxAge: 90 * 24 * 60 * 60 },
    providers,
    pages: { signIn: '/signin', verifyRequest: '/signin/check-email', error: '/signin' },
    events: {
      // The sign-in address becomes the default address for turn emails (until the user picks another).
      async signIn({ user }) {
        if (user.email) await rememberUserEmail(await resolveStore(), user.id, user.email);
      },
    },
    callbacks: {
      redirect: ({ url, baseUrl }) => sameSiteRedirect(url, baseUrl),
      jwt({ token, user }) {
        if (user) {
          token.sub = user.id;
          token.name = fallbackName(user.name, user.email);
        }
        return token;
      },
      session({ session, token }) {
        session.user = {
          id: token.sub ?? '',
          name: fallbackName(token.name, token.email),
          email: token.email ?? null,
          image: null,
        };
        return session;
      },
    },
  };
}

let cachedOptions: NextAuthOptions | null = null;

/** The app's auth options (built once per process, on first use, from the validated environment). */
export function authOptions(): NextAuthOptions {
  cachedOptions ??= buildAuthOptions(env(), () => getStore());
  return cachedOptions;
}

export interface SessionUser {
  readonly id: string;
  readonly name: string;
}

/** The signed-in user for server components and route handlers, or null. */
export async function getSessionUser(): Promise<SessionUser | null> {
  // Reading the request first marks the page dynamic, so a build never evaluates the runtime environment.
  await headers();
  const session = await getServerSession(authOptions());
  const id = session?.user?.id;
  if (!id) return null;
  return { id, name: session.user.name };
}
