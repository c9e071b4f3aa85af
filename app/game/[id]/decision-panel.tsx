'use client';
// The decision panel: one button per option the engine offers this seat, grouped under the engine's headings, plus
// the form registered for the decision's kind (forms/index.ts), if any. Tap an option, then confirm; a form sends
// its own command. Nothing here knows a rule: a new rule's options appear without new code.
import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import type { Command, Decision } from '@/engine/index';
import type { RoundInfo } from '@/engine/index';
import { ErrorNote } from '../../_components/error-note';
import { useTRPC } from '../../_lib/trpc';
import { retrySubmit, storageUnavailable, submitRetryDelay } from '../../_lib/submit-retry';
import { uuid } from '../../_lib/uuid';
import { coveredByForm, formFor, type OptionItem } from './forms';
import type { FormView } from './forms/form-view';
import { TransactionForm } from './forms/transaction-form';
import { WaitingSince } from './round/waiting-since';
import type { CardNow } from './cards-now';
import { CardsNowList } from './forms/cards-now-list';

interface Props {
  readonly gameId: string;
  readonly version: number;
  readonly groups: readonly { group: string; options: readonly OptionItem[] }[];
  readonly waitingOnYou: boolean;
  readonly waitingNames: readonly string[];
  /** The decision on top of the stack that waits on the viewer, if any. */
  readonly decision: Decision | null;
  /** The top decision (whoever it waits on), for "waiting since". */
  readonly openedAt: number | null;
  readonly reminderHours: number;
  /** The window prompt for this seat (what happened, its cards that fit), when a timing window asks it. */
  readonly windowPrompt?: string | null;
  /** What the forms read of the game, cut down on the server (forms/form-view.ts). */
  readonly view: FormView;
  readonly seat: number;
  readonly names: readonly string[];
  /** The round summary the forms read, only while a decision waits on the viewer (forms/form-view.ts). */
  readonly round: RoundInfo | null;
  /** The viewer's promissory notes with names, for the transaction form. */
  readonly handNotes: readonly { readonly id: string; readonly name: string }[];
  /** Planet names by id, for the transaction form's planet cards. */
  readonly planetNames: Readonly<Record<string, string>>;
  /** The viewer's action cards the engine offers at this moment (cards-now.ts), shown next to the decision. */
  readonly cardsNow?: readonly CardNow[];
  /** What the prompt is about, drawn on the server (decision-context.tsx), shown above the form and buttons. */
  readonly children?: ReactNode;
}

interface Selected {
  readonly key: string;
  readonly option: { readonly command: Command; readonly label: string };
  /** Chosen once per intended command and reused if the request is retried, so it is applied at most once. */
  readonly clientCommandId: string;
}

/** Groups longer than this get a filter box, and scroll inside the panel instead of stretching the page. */
const LONG_GROUP = 10;

const isStale = (e: unknown) => e instanceof TRPCClientError && e.data?.code === 'CONFLICT';

export function DecisionPanel(props: Props) {
  const { gameId, version, waitingOnYou, waitingNames, decision, openedAt, reminderHours } = props;
  // Options a form below already offers are not listed again as buttons (forms/covers.ts).
  const buttonGroups = props.groups
    .map((g) => ({ ...g, options: g.options.filter((o) => !decision || !coveredByForm(decision, o, props.round)) }))
    .filter((g) => g.options.length > 0);
  const trpc = useTRPC();
  const router = useRouter();
  const [selected, setSelected] = useState<Selected | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [staleNotice, setStaleNotice] = useState(false);
  const submit = useMutation(
    trpc.game.submit.mutationOptions({
      retry: retrySubmit,
      retryDelay: submitRetryDelay,
      onSuccess: () => {
        setSelected(null);
        router.refresh();
      },
      onError: (error) => {
        setSentAt(null);
        setSending(null);
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
    setSending(null);
  }, [version]);

  const waiting = sentAt === version;
  const busy = submit.isPending || waiting;
  const send = (command: Command, label: string, clientCommandId = uuid()) => {
    setStaleNotice(false);
    setSentAt(version);
    setSending(label);
    // The decision answered lets the server apply the command when others answered the same decision meanwhile.
    submit.mutate({ gameId, command, clientCommandId, expectedVersion: version, decisionId: decision?.id ?? null });
  };
  const Form = decision ? formFor(decision.kind) : null;
  const allOptions = props.groups.flatMap((g) => g.options);
  const transactions = (
    <TransactionForm
      view={props.view}
      seat={props.seat}
      names={props.names}
      handNotes={props.handNotes}
      options={allOptions}
      planetNames={props.planetNames}
      busy={busy}
      submit={(c, l) => send(c, l)}
    />
  );

  if (props.groups.length === 0) {
    return (
      <section className="card space-y-1" data-testid="decision-panel" aria-live="polite">
        <p className="text-slate-300" data-testid="decision-none">
          {waitingNames.length > 0
            ? `Nothing to decide right now — waiting on ${waitingNames.join(', ')}.`
            : 'Nothing to decide right now.'}
        </p>
        {waitingNames.length > 0 && <WaitingSince openedAt={openedAt} reminderHours={reminderHours} />}
        {staleNotice && <StaleNotice />}
        <RetryNote error={submit.isPending ? submit.failureReason : null} />
        <ErrorNote error={submit.error && !isStale(submit.error) ? submit.error : null} testId="decision-error" />
        {transactions}
      </section>
    );
  }

  return (
    <section
      className={`card space-y-3 ${waitingOnYou ? 'border-gold-500' : ''}`}
      data-testid="decision-panel"
      aria-live="polite"
    >
      {props.windowPrompt && (
        <p className="font-semibold" data-testid="window-prompt">
          {props.windowPrompt}
        </p>
      )}
      {decision && (
        <p data-testid="decision-deadline">
          <WaitingSince openedAt={decision.openedAt} reminderHours={reminderHours} />
        </p>
      )}
      {staleNotice && <StaleNotice />}
      {decision && props.children}
      {Form && decision && (
        <Form
          key={`${decision.id}-${version}`}
          gameId={gameId}
          decision={decision}
          options={allOptions}
          view={props.view}
          seat={props.seat}
          names={props.names}
          round={props.round}
          busy={busy}
          submit={(command, label) => send(command, label)}
        />
      )}
      {decision && <CardsNowList cards={props.cardsNow ?? []} busy={busy} submit={(c, l) => send(c, l)} />}
      {buttonGroups.map(({ group, options }, gi) => (
        <OptionGroup
          key={group}
          group={group}
          options={options}
          groupIndex={gi}
          busy={busy}
          selectedKey={selected?.key ?? null}
          onSelect={(key, option) => {
            setStaleNotice(false);
            submit.reset();
            setSelected(selected?.key === key ? null : { key, option, clientCommandId: uuid() });
          }}
        />
      ))}
      <RetryNote error={submit.isPending ? submit.failureReason : null} />
      <ErrorNote error={submit.error && !isStale(submit.error) ? submit.error : null} testId="decision-error" />
      {/* A form with its own submit needs no confirm bar when every option is in it. */}
      {buttonGroups.length > 0 && (
        <div className="sticky bottom-0 z-10 -mx-4 flex gap-2 bg-space-900 px-4 py-2">
          <button
            type="button"
            className="btn-primary flex-1"
            disabled={!selected || busy}
            onClick={() => {
              if (selected) send(selected.option.command, selected.option.label, selected.clientCommandId);
            }}
            data-testid="decision-confirm"
          >
            {busy
              ? `Sending${sending ? `: ${sending}` : ''}…`
              : selected
                ? `Confirm: ${selected.option.label}`
                : 'Choose an option'}
          </button>
        </div>
      )}
      {transactions}
    </section>
  );
}

interface GroupProps {
  readonly group: string;
  readonly options: readonly OptionItem[];
  readonly groupIndex: number;
  readonly busy: boolean;
  readonly selectedKey: string | null;
  readonly onSelect: (key: string, option: OptionItem) => void;
}

function OptionGroup({ group, options, groupIndex, busy, selectedKey, onSelect }: GroupProps) {
  const [filter, setFilter] = useState('');
  const long = options.length > LONG_GROUP;
  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = options
    .map((option, oi) => ({ option, key: `${groupIndex}:${oi}` }))
    .filter(({ option }) => words.every((w) => option.label.toLowerCase().includes(w)));
  return (
    <fieldset className="space-y-2" data-testid="decision-group" data-group={group}>
      <legend className="mb-1 font-semibold text-gold-400">
        {group}
        {long && <span className="ml-2 text-sm font-normal text-slate-400">{options.length} options</span>}
      </legend>
      {long && (
        <input
          type="search"
          className="field"
          placeholder={`Filter ${options.length} options…`}
          aria-label={`Filter the ${group} options`}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          data-testid="decision-filter"
        />
      )}
      <div className={`grid gap-2 sm:grid-cols-2 ${long ? 'max-h-96 overflow-y-auto overscroll-contain pr-1' : ''}`}>
        {shown.map(({ option, key }) => {
          const isSelected = selectedKey === key;
          return (
            <button
              key={key}
              type="button"
              disabled={busy}
              aria-pressed={isSelected}
              onClick={() => onSelect(key, option)}
              className={`btn justify-start border-2 text-left ${isSelected ? 'border-gold-400 bg-space-700' : 'border-space-600 bg-space-800'}`}
              data-testid="decision-option"
              data-command-type={option.command.type}
            >
              {option.label}
            </button>
          );
        })}
        {shown.length === 0 && <p className="text-sm text-slate-400">No option matches “{filter}”.</p>}
      </div>
    </fieldset>
  );
}

/** While a send is retried because storage was unavailable: say so (the server's words). */
function RetryNote({ error }: { error: unknown }) {
  if (!storageUnavailable(error)) return null;
  return (
    <p className="rounded-lg border border-amber-700 bg-amber-950 p-3 text-amber-100" data-testid="decision-retrying">
      {error instanceof Error ? error.message : 'Storage unavailable, retrying.'}
    </p>
  );
}

function StaleNotice() {
  return (
    <p className="rounded-lg border border-amber-700 bg-amber-950 p-3 text-amber-100" data-testid="decision-stale">
      The game moved on while you were choosing. This is the fresh state — check it and choose again.
    </p>
  );
}
