'use client';
import { signOut } from 'next-auth/react';

export function SignOutButton() {
  return (
    <button
      type="button"
      className="btn-secondary"
      onClick={() => void signOut({ callbackUrl: '/' })}
      data-testid="sign-out"
    >
      Sign out
    </button>
  );
}
