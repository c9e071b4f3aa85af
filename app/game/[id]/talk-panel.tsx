'use client';
// Table talk (issue 16; server/api/routers/talk.ts): the game's channel and the viewer's private thread with each
// other player. New messages arrive without a reload: the panel polls talk.read with the versions it has (threads
// that did not change come back empty), every few seconds while the page is shown. Text only: React escapes it.
// Deals made here are not binding (LRR 28). The host may hide a message; the host also sets the Discord webhook here.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ErrorNote } from '../../_components/error-note';
import { useTRPC } from '../../_lib/trpc';
import { DiscordSettings } from './discord-settings';

const TALK_POLL_MS = 4_000;

interface Message {
  readonly id: number;
  readonly seat: number;
  readonly text: string;
  readonly at: number;
  readonly hidden?: boolean | undefined;
}

export function TalkPanel({ gameId }: { gameId: string }) {
  const trpc = useTRPC();
  const [known, setKnown] = useState<Record<string, number>>({});
  const [messages, setMessages] = useState<Record<string, readonly Message[]>>({});
  const [thread, setThread] = useState('table');
  const [text, setText] = useState('');
  const query = useQuery({
    ...trpc.talk.read.queryOptions({ gameId, known }),
    refetchInterval: TALK_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
  const data = query.data;
  // Names and the host's tools come with the first read; empty polls leave them out.
  const [table, setTable] = useState<{ names: string[]; isHost: boolean } | null>(null);
  useEffect(() => {
    if (data?.table) setTable(data.table);
  }, [data]);

  // Threads that changed come with their messages: keep them, and ask next with the versions we now hold.
  useEffect(() => {
    if (!data) return;
    const changed = data.threads.filter((t) => t.messages !== null);
    if (changed.length === 0) return;
    setMessages((m) => ({ ...m, ...Object.fromEntries(changed.map((t) => [t.thread, t.messages ?? []])) }));
    setKnown((k) => ({ ...k, ...Object.fromEntries(changed.map((t) => [t.thread, t.version])) }));
  }, [data]);

  const post = useMutation(
    trpc.talk.post.mutationOptions({
      onSuccess: () => {
        setText('');
        void query.refetch();
      },
    }),
  );
  const hide = useMutation(trpc.talk.hide.mutationOptions({ onSuccess: () => void query.refetch() }));

  // What the viewer has looked at: a thread that moved since shows a mark on its tab.
  const [seen, setSeen] = useState<Record<string, number> | null>(null);
  useEffect(() => {
    if (data && seen === null) setSeen(Object.fromEntries(data.threads.map((t) => [t.thread, t.version])));
  }, [data, seen]);
  useEffect(() => {
    const at = known[thread];
    if (seen && at !== undefined && seen[thread] !== at) setSeen({ ...seen, [thread]: at });
  }, [thread, known, seen]);

  const list = useRef<HTMLOListElement>(null);
  const shown = messages[thread] ?? [];
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [shown.length, thread]);

  if (!data || !table) return null;
  const names = table.names;
  const nameOf = (seat: number) => names[seat] ?? `Seat ${seat + 1}`;
  const current = data.threads.find((t) => t.thread === thread) ?? data.threads[0];
  const label = (t: { thread: string; with: number | null }) => (t.with === null ? 'Table' : nameOf(t.with));
  const unseen = (t: { thread: string; version: number }) =>
    seen !== null && t.thread !== thread && t.version > (seen[t.thread] ?? 0);

  return (
    <section className="card space-y-3" aria-labelledby="talk-heading" data-testid="talk-panel">
      <h2 id="talk-heading" className="text-lg font-semibold">
        Table talk
      </h2>
      <p className="text-sm text-slate-400" data-testid="talk-not-binding">
        Deals made here are talk: nothing said is binding (rule 28). Only the game&apos;s players read the table; a
        private thread is read by its two players only. Write @name to notify a player.
      </p>
      <div className="flex flex-wrap gap-2" role="tablist" aria-label="Threads">
        {data.threads.map((t) => (
          <button
            key={t.thread}
            type="button"
            role="tab"
            aria-selected={t.thread === current?.thread}
            className={t.thread === current?.thread ? 'btn-primary' : 'btn-secondary'}
            onClick={() => setThread(t.thread)}
            data-testid={`talk-thread-${t.thread}`}
          >
            {label(t)}
            {unseen(t) ? ' •' : ''}
          </button>
        ))}
      </div>
      <ol
        ref={list}
        className="max-h-80 space-y-2 overflow-y-auto"
        aria-live="polite"
        aria-label="Messages"
        tabIndex={0}
        data-testid="talk-messages"
        data-thread={current?.thread}
      >
        {shown.length === 0 && <li className="text-sm text-slate-400">No messages yet.</li>}
        {shown.map((m) => (
          <li key={m.id} className="rounded-lg bg-space-800 p-2" data-testid="talk-message">
            <p className="text-xs text-slate-400">
              <span className="font-semibold text-slate-200">{nameOf(m.seat)}</span> ·{' '}
              <time dateTime={new Date(m.at).toISOString()}>{new Date(m.at).toLocaleString()}</time>
            </p>
            {m.hidden ? (
              <p className="italic text-slate-400" data-testid="talk-hidden">
                Hidden by the host.
              </p>
            ) : (
              <p className="whitespace-pre-wrap break-words" data-testid="talk-text">
                {m.text}
              </p>
            )}
            {table.isHost && !m.hidden && (
              <button
                type="button"
                className="btn-secondary mt-1"
                disabled={hide.isPending}
                onClick={() => hide.mutate({ gameId, thread, messageId: m.id })}
                data-testid="talk-hide"
              >
                Hide
              </button>
            )}
          </li>
        ))}
      </ol>
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim() !== '') post.mutate({ gameId, thread, text });
        }}
      >
        <label className="block text-sm" htmlFor="talk-input">
          Message to {current ? (current.with === null ? 'the table' : nameOf(current.with)) : 'the table'}
        </label>
        <textarea
          id="talk-input"
          className="field"
          rows={2}
          maxLength={data.limits.messageChars}
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-testid="talk-input"
        />
        <button type="submit" className="btn-primary" disabled={post.isPending} data-testid="talk-send">
          {post.isPending ? 'Sending…' : 'Send'}
        </button>
      </form>
      <ErrorNote error={post.error ?? hide.error} testId="talk-error" />
      {table.isHost && <DiscordSettings gameId={gameId} />}
    </section>
  );
}
