// The Empyrean agent, Acamar (LRR 51.3–51.4, 20.3a command tokens): after any player moves ships into a system
// without planets, the Empyrean may exhaust it — that player gains 1 command token, in the pool they pick. The
// Empyrean commander is with the single commanders (commanders.ts). Asked from public facts: the board and the sheet.
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { tokenReinforcements } from '../economy/command-tokens';
import { gainCommandTokens } from '../exploration/command-tokens';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';

/** The player who moved ships into a system without planets, if they have a token left to gain. */
function moverIntoEmptySystem(state: GameState, subject: Subject): Seat | null {
  const mover = subject.seat;
  const system = typeof subject.system === 'string' ? state.board.systems[subject.system] : undefined;
  if (typeof mover !== 'number' || !system || Object.keys(system.planets).length > 0) return null;
  return tokenReinforcements(state, mover) > 0 ? mover : null;
}

/** Acamar — after any player moves ships into a system without planets: that player gains 1 command token. */
export const EMPYREAN_AGENT: AbilityDef = {
  id: 'empyreanagent',
  name: 'Acamar',
  source: { kind: 'leader', leader: 'empyreanagent', role: 'agent' },
  window: 'after-ships-moved',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state, _seat, subject) => moverIntoEmptySystem(state, subject) !== null,
  targetOptions: (state, _seat, subject) => {
    const mover = moverIntoEmptySystem(state, subject);
    const who = mover === null ? '' : (state.players[mover]?.name ?? `seat ${mover}`);
    return mover === null ? [] : [{ label: `${who} gains 1 command token`, targets: {} }];
  },
  check: (state, _seat, _targets, subject) =>
    moverIntoEmptySystem(state, subject) === null
      ? fail('ability/not-now', '51.4', 'Acamar answers ships moved into a system without planets.')
      : ok(undefined),
  resolve: (ctx, _seat, _targets, subject) => {
    const mover = moverIntoEmptySystem(ctx.state, subject);
    if (mover !== null) gainCommandTokens(ctx, mover, 1);
  },
};

export const EMPYREAN_LEADERS = defineContent({ abilities: [EMPYREAN_AGENT] });
