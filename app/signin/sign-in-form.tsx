'use client';
import { signIn } from 'next-auth/react';
import { useState } from 'react';

interface Props {
  readonly config: {
    readonly email: boolean;
    readonly discord: boolean;
    readonly github: boolean;
    readonly devSignIn: boolean;
  };
  readonly callbackUrl: string;
}

export function SignInForm({ config, callbackUrl }: Props) {
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');

  return (
    <div className="space-y-6">
      {config.email && (
        <form
          className="card space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            setBusy(true);
            void signIn('email', { email, callbackUrl });
          }}
        >
          <label className="label" htmlFor="email">
            Email address
          </label>
          <input
            id="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            className="field"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            data-testid="sign-in-email"
          />
          <button type="submit" className="btn-primary w-full" disabled={busy} data-testid="sign-in-email-submit">
            Email me a sign-in link
          </button>
        </form>
      )}
      {(config.discord || config.github) && (
        <div className="flex flex-col gap-3">
          {config.discord && (
            <button
              type="button"
              className="btn-secondary w-full"
              onClick={() => void signIn('discord', { callbackUrl })}
            >
              Continue with Discord
            </button>
          )}
          {config.github && (
            <button
              type="button"
              className="btn-secondary w-full"
              onClick={() => void signIn('github', { callbackUrl })}
            >
              Continue with GitHub
            </button>
          )}
        </div>
      )}
      {config.devSignIn && (
        <form
          className="card space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            setBusy(true);
            void signIn('dev', { name, callbackUrl });
          }}
        >
          <p className="text-sm text-slate-400">
            Development sign-in (MECATOL_DEV_SIGN_IN=1, this machine only): any display name works. The same name is the
            same player.
          </p>
          <label className="label" htmlFor="dev-name">
            Display name
          </label>
          <input
            id="dev-name"
            required
            maxLength={40}
            autoComplete="nickname"
            className="field"
            value={name}
            onChange={(e) => setName(e.target.value)}
            data-testid="sign-in-dev-name"
          />
          <button type="submit" className="btn-primary w-full" disabled={busy} data-testid="sign-in-dev-submit">
            Sign in
          </button>
        </form>
      )}
    </div>
  );
}
