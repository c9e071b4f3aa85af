'use client';
// Shows an API error in words: the message, the rule it cites (for rule violations), and field problems.
import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@/server/api/root';

export function errorText(error: unknown): { message: string; rule: string | null } | null {
  if (!error) return null;
  if (error instanceof TRPCClientError) {
    const e = error as TRPCClientError<AppRouter>;
    const issues = e.data?.issues;
    const message =
      issues && issues.length > 0 ? issues.map((i) => `${i.path || 'input'}: ${i.message}`).join('; ') : e.message;
    return { message, rule: e.data?.rule ?? null };
  }
  return { message: error instanceof Error ? error.message : 'Something went wrong', rule: null };
}

export function ErrorNote({ error, testId = 'error-note' }: { error: unknown; testId?: string }) {
  const text = errorText(error);
  if (!text) return null;
  return (
    <p className="rounded-lg border border-red-800 bg-red-950 p-3 text-red-100" data-testid={testId}>
      {text.message}
      {text.rule && <span className="ml-1 text-red-300">(rule {text.rule})</span>}
    </p>
  );
}
