// Sign-in: the providers this deployment has configured (email link, Discord, GitHub), or the development
// display-name sign-in when none is (never in production).
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getSessionUser } from '@/server/auth';
import { SIGN_IN_ERRORS } from '@/server/auth/email-limits';
import { sameSitePath } from '@/server/auth/callback-url';
import { publicAuthConfig } from '@/server/env';
import { SignInForm } from './sign-in-form';

export const metadata: Metadata = { title: 'Sign in' };

const ERRORS: Record<string, string> = {
  Verification: 'That sign-in link has expired or was already used. Ask for a new one.',
  CredentialsSignin: 'Enter a display name to sign in.',
  EmailSignin: 'The sign-in email could not be sent. Try again in a moment.',
  OAuthAccountNotLinked: 'That account is linked to another sign-in method. Use the one you used before.',
  ...SIGN_IN_ERRORS,
};

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  // Only same-site paths, so a crafted link cannot send someone elsewhere after signing in.
  const callbackUrl = sameSitePath(params.callbackUrl);
  if (await getSessionUser()) redirect(callbackUrl);
  const errorKey = typeof params.error === 'string' ? params.error : null;
  const error = errorKey ? (ERRORS[errorKey] ?? 'Sign-in failed. Please try again.') : null;
  return (
    <div className="mx-auto max-w-md space-y-4">
      <h1 className="text-2xl font-bold">Sign in</h1>
      {error && (
        <p className="rounded-lg border border-red-800 bg-red-950 p-3 text-red-100" data-testid="sign-in-error">
          {error}
        </p>
      )}
      <SignInForm config={publicAuthConfig()} callbackUrl={callbackUrl} />
    </div>
  );
}
