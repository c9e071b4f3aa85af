import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Check your email' };

export default function CheckEmailPage() {
  return (
    <div className="mx-auto max-w-md space-y-3" data-testid="check-email">
      <h1 className="text-2xl font-bold">Check your email</h1>
      <p className="text-slate-300">
        We sent you a sign-in link. Open it on this device to continue. It works once and expires in 24 hours.
      </p>
    </div>
  );
}
