'use client';
// The new-game form's draft options (server/lobby/milty.ts). The Milty draft, offered for every table of 3 to 8
// players, deals slices and factions and builds the galaxy on its own board (engine/draft/milty-boards.ts), so it
// replaces the layout and any map string. The faction and speaker draft, for any table, deals only factions: the
// galaxy stays the layout or map string chosen above.
import { MILTY_TABLES } from './milty-tables';

export type DraftChoice =
  | { readonly kind: 'milty'; readonly slices: number; readonly factions: number }
  | { readonly kind: 'factions'; readonly factions: number };

/** Factions offered: one per player up to this many. */
const MAX_FACTIONS = 24;

export const defaultDraft = (players: number): DraftChoice => ({
  kind: 'milty',
  slices: Math.min(players + 1, MILTY_TABLES[players]?.max ?? players),
  factions: players + 3,
});

export const defaultFactionDraft = (players: number): DraftChoice => ({ kind: 'factions', factions: players + 2 });

interface Props {
  readonly players: number;
  readonly value: DraftChoice | null;
  readonly onChange: (value: DraftChoice | null) => void;
}

/** One way of drafting, on or off (the two exclude each other: checking one replaces the other's settings). */
function DraftToggle(p: { checked: boolean; onCheck: (on: boolean) => void; testId: string; label: string }) {
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input
        type="checkbox"
        className="h-5 w-5"
        checked={p.checked}
        onChange={(e) => p.onCheck(e.target.checked)}
        data-testid={p.testId}
      />
      <span>{p.label}</span>
    </label>
  );
}

function FactionsField({ players, value, onChange }: Props & { value: DraftChoice }) {
  return (
    <div>
      <label className="label" htmlFor="draft-factions">
        Factions ({players}–{MAX_FACTIONS})
      </label>
      <input
        id="draft-factions"
        type="number"
        className="field"
        min={players}
        max={MAX_FACTIONS}
        value={value.factions}
        onChange={(e) => onChange({ ...value, factions: Number(e.target.value) })}
        data-testid="draft-factions"
      />
    </div>
  );
}

export function DraftSettings({ players, value, onChange }: Props) {
  const limits = MILTY_TABLES[players];
  return (
    <fieldset className="space-y-2 rounded-lg border border-space-700 px-3 py-2">
      {limits ? (
        <DraftToggle
          checked={value?.kind === 'milty'}
          onCheck={(on) => onChange(on ? defaultDraft(players) : null)}
          testId="milty-draft"
          label={`Set up with a Milty draft: players pick a faction, a slice of the galaxy and a speaker position in turn (on ${limits.board})`}
        />
      ) : (
        <p className="text-sm text-slate-400" data-testid="draft-unavailable">
          The Milty draft is offered for 3 to 8 players.
        </p>
      )}
      <DraftToggle
        checked={value?.kind === 'factions'}
        onCheck={(on) => onChange(on ? defaultFactionDraft(players) : null)}
        testId="faction-draft"
        label="Draft factions and speaker positions: players pick a faction and a seat in turn, on the galaxy chosen here"
      />
      {value?.kind === 'milty' && limits && (
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label className="label" htmlFor="draft-slices">
              Slices ({limits.min}–{limits.max})
            </label>
            <input
              id="draft-slices"
              type="number"
              className="field"
              min={limits.min}
              max={limits.max}
              value={value.slices}
              onChange={(e) => onChange({ ...value, slices: Number(e.target.value) })}
              data-testid="draft-slices"
            />
          </div>
          <FactionsField players={players} value={value} onChange={onChange} />
        </div>
      )}
      {value?.kind === 'factions' && <FactionsField players={players} value={value} onChange={onChange} />}
    </fieldset>
  );
}
