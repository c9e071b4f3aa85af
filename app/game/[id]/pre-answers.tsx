'use client';
// The seat's standing answers (engine/abilities/pre-answers.ts): listed, cleared, and the ones that need no window
// to be set ahead ("play no cards in the agenda phase"). They answer in private, so only their owner sees them.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import type { Command } from '@/engine/index';
import { ErrorNote } from '../../_components/error-note';
import { useTRPC } from '../../_lib/trpc';
import { retrySubmit, submitRetryDelay } from '../../_lib/submit-retry';
import { uuid } from '../../_lib/uuid';

export interface PreAnswerItem {
  readonly entry: string;
  readonly label: string;
}

export function PreAnswers({
  gameId,
  version,
  set,
  offered,
}: {
  gameId: string;
  version: number;
  set: readonly PreAnswerItem[];
  /** Standing answers that can be set now without a window asking. */
  offered: readonly PreAnswerItem[];
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const submit = useMutation(
    trpc.game.submit.mutationOptions({
      retry: retrySubmit,
      retryDelay: submitRetryDelay,
      onSuccess: () => router.refresh(),
    }),
  );
  const send = (entry: string, on: boolean) => {
    const command: Command = { type: 'standing-pass', window: entry, on };
    submit.mutate({ gameId, command, clientCommandId: uuid(), expectedVersion: version, decisionId: null });
  };
  if (set.length === 0 && offered.length === 0) return null;
  return (
    <section className="card space-y-2" data-testid="pre-answers">
      <h2 className="font-semibold">Answers given ahead</h2>
      {set.length === 0 ? (
        <p className="text-sm text-slate-400">None. Windows ask you each time.</p>
      ) : (
        <ul className="space-y-1">
          {set.map((a) => (
            <li key={a.entry} className="flex items-center justify-between gap-2" data-testid="pre-answer">
              <span>{a.label}</span>
              <button
                type="button"
                className="btn-secondary"
                disabled={submit.isPending}
                onClick={() => send(a.entry, false)}
              >
                Clear
              </button>
            </li>
          ))}
        </ul>
      )}
      {offered.map((a) => (
        <button
          key={a.entry}
          type="button"
          className="btn-secondary"
          disabled={submit.isPending}
          onClick={() => send(a.entry, true)}
          data-testid={`pre-answer-set-${a.entry}`}
        >
          {a.label}
        </button>
      ))}
      <ErrorNote error={submit.error} testId="pre-answer-error" />
    </section>
  );
}
