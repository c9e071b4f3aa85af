// LRR 94.3 with the Hacan mech (Pride of Kenara): the planet cards the transaction form may offer, read from the
// engine's own ready-made offers (so only planets the engine accepts), with the planets their units may move to.
import type { GameView } from '@/engine/index';
import type { OptionItem } from './types';

export interface PlanetTradeChoice {
  /** The planet whose card is traded. */
  readonly planet: string;
  /** Where the engine's ready-made offer sends the units on it (a destination it has checked). */
  readonly moveTo: string;
  /** Every other planet the viewer controls, the engine's choice first; the engine checks the one picked. */
  readonly destinations: readonly string[];
}

/** The planet cards the viewer may give, from the options' 'propose-transaction' commands (any recipient). */
export function planetTradeChoices(
  options: readonly OptionItem[],
  view: { readonly board: Pick<GameView['board'], 'systems'> },
  seat: number,
): PlanetTradeChoice[] {
  const found = new Map<string, string>();
  for (const { command } of options) {
    if (command.type !== 'propose-transaction') continue;
    for (const t of command.gives.planets ?? []) if (!found.has(t.planet)) found.set(t.planet, t.moveTo);
  }
  const mine = Object.values(view.board.systems).flatMap((sys) =>
    Object.entries(sys.planets)
      .filter(([, p]) => p.owner === seat)
      .map(([id]) => id),
  );
  return [...found].map(([planet, moveTo]) => ({
    planet,
    moveTo,
    destinations: [moveTo, ...mine.filter((id) => id !== planet && id !== moveTo)],
  }));
}
