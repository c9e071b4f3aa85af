'use client';
// The decision panel: one button per option the engine offers this seat, grouped under the engine's headings.
// Tap an option, then confirm. Nothing here knows a rule: a new rule's options appear without new code.
import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { Command } from '@/engine/index';
import { ErrorNote } from '../../_components/error-note';
import { useTRPC } from '../../_lib/trpc';
import { uuid } from '../../_lib/uuid';

interface OptionItem {
  readonly command: Command;
  readonly label: string;
}

interface Props {
  readonly gameId: string;
  readonly version: number;
  readonly groups: readonly { group: string; options: readonly OptionItem[] }[];
  readonly waitingOnYou: boolean;
  readonly waitingNames: readonly string[];
}

interface Selected {
  readonly key: string;
  readonly option: OptionItem;
  /** Chosen once per intended command and reused if the request is retried, so it is applied at most once. */
  readonly clientCommandId: string;
}

const isStale = (e: unknown) => e instanceof TRPCClientError && e.data?.code === 'CONFLICT';
/** Retry only when no answer came back (network); an answer from the server is final. */
const noAnswer = (e: unknown) => !(e instanceof TRPCClientError) || !e.data;

export function DecisionPanel({ gameId, version, groups, waitingOnYou, waitingNames }: Props) {
  const trpc = useTRPC();
  const router = useRouter();
  const [selected, setSelected] = useState<Selected | null>(null);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [staleNotice, setStaleNotice] = useState(false);
  const submit = useMutation(
    trpc.game.submit.mutationOptions({
      retry: (count, error) => count < 2 && noAnswer(error),
      onSuccess: () => {
        setSelected(null);
        router.refresh();
      },
      onError: (error) => {
        setSentAt(null);
        if (isStale(error)) {
          setSelected(null);
          setStaleNotice(true);
          router.refresh();
        }
      },
    }),
  );

  // A new version means fresh options: forget the selection made against the old ones.
  useEffect(() => {
    setSelected(null);
    setSentAt(null);
  }, [version]);

  const waiting = sentAt === version;
  const busy = submit.isPending || waiting;

  if (groups.length === 0) {
    return (
      <section className="card" data-testid="decision-panel" aria-live="polite">
        <p className="text-slate-300" data-testid="decision-none">
          {waitingNames.length > 0 ? `Nothing to decide right now — waiting on ${waitingNames.join(', ')}.` : 'Nothing to decide right now.'}
        </p>
        {staleNotice && <StaleNotice />}
      </section>
    );
  }

  return (
    <section className={`card space-y-3 ${waitingOnYou ? 'border-gold-500' : ''}`} data-testid="decision-panel" aria-live="polite">
      {staleNotice && <StaleNotice />}
      {groups.map(({ group, options }, gi) => (
        <fieldset key={group} className="space-y-2">
          <legend className="mb-1 font-semibold text-gold-400">{group}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {options.map((option, oi) => {
              const key = `${gi}:${oi}`;
              const isSelected = selected?.key === key;
              return (
                <button
                  key={key}
                  type="button"
                  disabled={busy}
                  aria-pressed={isSelected}
                  onClick={() => {
                    setStaleNotice(false);
                    submit.reset();
                    setSelected(isSelected ? null : { key, option, clientCommandId: uuid() });
                  }}
                  className={`btn justify-start border-2 text-left ${
                    isSelected ? 'border-gold-400 bg-space-700' : 'border-space-600 bg-space-800'
                  }`}
                  data-testid="decision-option"
                  data-command-type={option.command.type}
                >
                  {option.label}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
      <ErrorNote error={submit.error && !isStale(submit.error) ? submit.error : null} testId="decision-error" />
      <div className="sticky bottom-2 flex gap-2">
        <button
          type="button"
          className="btn-primary flex-1"
          disabled={!selected || busy}
          onClick={() => {
            if (!selected) return;
            setSentAt(version);
            submit.mutate({ gameId, command: selected.option.command, clientCommandId: selected.clientCommandId, expectedVersion: version });
          }}
          data-testid="decision-confirm"
        >
          {busy ? 'Sending…' : selected ? `Confirm: ${selected.option.label}` : 'Choose an option'}
        </button>
      </div>
    </section>
  );
}

function StaleNotice() {
  return (
    <p className="rounded-lg border border-amber-700 bg-amber-950 p-3 text-amber-100" data-testid="decision-stale">
      The game moved on while you were choosing. This is the fresh state — check it and choose again.
    </p>
  );
}
