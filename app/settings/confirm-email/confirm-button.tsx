'use client';
// The button that confirms an address (notifications.confirmEmail with the link's token).
import { useMutation } from '@tanstack/react-query';
import { ErrorNote } from '../../_components/error-note';
import { useTRPC } from '../../_lib/trpc';

export function ConfirmEmailButton({ token }: { token: string }) {
  const trpc = useTRPC();
  const confirm = useMutation(trpc.notifications.confirmEmail.mutationOptions());
  if (confirm.data) {
    return (
      <p className="text-emerald-300" role="status" data-testid="confirm-email-done">
        Confirmed: turn emails now go to {confirm.data.email}.
      </p>
    );
  }
  return (
    <>
      <ErrorNote error={confirm.error} testId="confirm-email-error" />
      <button
        type="button"
        className="btn-primary w-full"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate({ token })}
        data-testid="confirm-email-submit"
      >
        Confirm this address
      </button>
    </>
  );
}
