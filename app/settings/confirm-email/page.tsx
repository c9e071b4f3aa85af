// Where the link in a confirmation email lands: it names the address and asks before confirming it, because mail
// scanners open links on their own. No sign-in needed: the signed link is the proof of owning the address.
import type { Metadata } from 'next';
import { checkConfirmation } from '@/server/notify/email-confirmation';
import { notifyConfig } from '@/server/notify/index';
import { getStore } from '@/server/store/index';
import { serverNow } from '@/server/game/clock';
import { ConfirmEmailButton } from './confirm-button';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Confirm your address', robots: { index: false } };

interface Props {
  readonly searchParams: Promise<{ token?: string | string[] }>;
}

export default async function ConfirmEmailPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const value = typeof token === 'string' ? token : null;
  const check = await checkConfirmation(getStore(), notifyConfig().secret, value, serverNow());
  return (
    <div className="mx-auto max-w-md space-y-4" data-testid="confirm-email-page">
      <h1 className="text-2xl font-bold">Turn emails to this address?</h1>
      {check.ok ? (
        <>
          <p className="text-slate-300">
            Someone asked Mecatol to send turn emails for their games to{' '}
            <strong data-testid="confirm-email-address">{check.email}</strong>. If it was you, confirm. If not, close
            this page: nothing will be sent there.
          </p>
          <ConfirmEmailButton token={value ?? ''} />
        </>
      ) : (
        <p className="card" data-testid="confirm-email-invalid">
          {check.reason}
        </p>
      )}
    </div>
  );
}
