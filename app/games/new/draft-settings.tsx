'use client';
// The new-game form's Milty draft option (server/lobby/milty.ts): offered for 3 and 6 players, with the number of
// slices and factions the draft deals. The draft builds the galaxy, so it replaces the layout and any map string.
export interface DraftChoice {
  readonly slices: number;
  readonly factions: number;
}

/** Slices the draft can deal for each supported table (engine sliceLimits); factions offered: players to 24. */
export const DRAFT_SLICES: Readonly<Record<number, { min: number; max: number }>> = {
  3: { min: 3, max: 5 },
  6: { min: 6, max: 9 },
};
const MAX_FACTIONS = 24;

export const defaultDraft = (players: number): DraftChoice => ({
  slices: Math.min(players + 1, DRAFT_SLICES[players]?.max ?? players),
  factions: players + 3,
});

interface Props {
  readonly players: number;
  readonly value: DraftChoice | null;
  readonly onChange: (value: DraftChoice | null) => void;
}

export function DraftSettings({ players, value, onChange }: Props) {
  const limits = DRAFT_SLICES[players];
  if (!limits) {
    return (
      <p className="text-sm text-slate-400" data-testid="draft-unavailable">
        The Milty draft is offered for 3 or 6 players (the boards its slices fit).
      </p>
    );
  }
  return (
    <fieldset className="space-y-2 rounded-lg border border-space-700 px-3 py-2">
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={value !== null}
          onChange={(e) => onChange(e.target.checked ? defaultDraft(players) : null)}
          data-testid="milty-draft"
        />
        <span>
          Set up with a Milty draft: players pick a faction, a slice of the galaxy and a speaker position in turn
        </span>
      </label>
      {value && (
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
        </div>
      )}
    </fieldset>
  );
}
