'use client';
// Conceding the game (issue 16): a player leaves for good, so the button opens a dialog that asks them to type the
// word before it sends the engine's `concede` command (engine/phases/concede.ts) like any other command. It answers
// no decision (decisionId null), so the game having moved on meanwhile does not refuse it. The house rule chosen in
// the lobby says what becomes of their units.
import { useState } from 'react';
import type { ConcedeRule } from '@/engine/index';
import { ErrorNote } from '../../_components/error-note';
import { CONCEDE_CHOICES } from '../../_lib/concede-rule';
import { useCommand } from './tactical/use-command';

const CONFIRM_WORD = 'concede';

export function ConcedeDialog({ gameId, version, rule }: { gameId: string; version: number; rule: ConcedeRule }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const command = useCommand(gameId, version, null, () => setOpen(false));
  const confirmed = typed.trim().toLowerCase() === CONFIRM_WORD;
  const units = CONCEDE_CHOICES.find((c) => c.rule === rule)?.text ?? '';

  if (!open)
    return (
      <button type="button" className="btn-secondary" onClick={() => setOpen(true)} data-testid="concede-open">
        Concede this game…
      </button>
    );
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="concede-title"
      className="card space-y-3"
      data-testid="concede-dialog"
    >
      <h2 id="concede-title" className="text-lg font-semibold">
        Concede this game?
      </h2>
      <p className="text-sm text-slate-300">
        You leave the game for good: you take no more turns and the table plays on without you. Your action cards are
        discarded, your secret objectives go back to their deck, your strategy cards return to the table and the
        promissory notes of others go back to them. {units}
      </p>
      <label className="block space-y-1">
        <span className="text-sm">
          Type <strong>{CONFIRM_WORD}</strong> to confirm
        </span>
        <input
          className="field"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          data-testid="concede-confirm-text"
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-danger"
          disabled={!confirmed || command.pending}
          onClick={() => command.send({ type: 'concede' })}
          data-testid="concede-confirm"
        >
          {command.pending ? 'Conceding…' : 'Concede'}
        </button>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            setOpen(false);
            setTyped('');
          }}
          data-testid="concede-cancel"
        >
          Keep playing
        </button>
      </div>
      <ErrorNote error={command.error} testId="concede-error" />
    </div>
  );
}
