// LRR 101 wormholes (Creuss wormhole tokens), 55 mechs, 96 faction units: the Creuss mech (Icarus Drive) — after any
// player activates a system, its owner may remove it from the board to place or move a Creuss wormhole token there.

import { areaLabel, systemLabel } from '../tactical/labels';
import { ask, MECH_ABILITIES_SUPPRESSED } from '../effects';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { emit } from '../kernel/context';
import { removeUnits } from '../units/destroy';
import { areasWith, type Area } from '../units/stacks';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { unitIs } from './deploy';

/** The Creuss wormhole tokens (ids of engine/data/tokens.ts), each a single token that is placed or moved. */
export const CREUSS_WORMHOLE_TOKENS = ['creussalpha', 'creussbeta', 'creussgamma'] as const;
export type CreussWormholeToken = (typeof CREUSS_WORMHOLE_TOKENS)[number];

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const isCreussToken = (t: string | null): t is CreussWormholeToken =>
  (CREUSS_WORMHOLE_TOKENS as readonly (string | null)[]).includes(t);

/** Where a token is on the board now, or null if it is off the board. */
export function creussTokenAt(state: GameState, token: CreussWormholeToken): string | null {
  return Object.entries(state.board.systems).find(([, s]) => s.tokens.includes(token))?.[0] ?? null;
}

function icarusMechs(state: GameState, seat: Seat, subject: Subject): Area[] {
  if (
    str(subject.system) === null ||
    !unitIs(state, seat, 'mech', 'ghost_mech') ||
    ask(MECH_ABILITIES_SUPPRESSED, { state })
  )
    return [];
  return areasWith(state, seat, 'mech');
}

/** Tokens that can go to the activated system: all but one already there. */
const tokensFor = (state: GameState, system: string): CreussWormholeToken[] =>
  CREUSS_WORMHOLE_TOKENS.filter((t) => creussTokenAt(state, t) !== system);

/** Icarus Drive: remove a Creuss mech from the board; place or move a Creuss wormhole token into the activated system. */
export const ICARUS_DRIVE: AbilityDef = {
  id: 'ghost-mech',
  name: 'Icarus Drive',
  source: { kind: 'faction', faction: 'ghost' },
  window: 'after-system-activated',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) =>
    icarusMechs(state, seat, subject).length > 0 && tokensFor(state, String(subject.system)).length > 0,
  targetOptions: (state, seat, subject) => {
    const system = String(subject.system);
    return icarusMechs(state, seat, subject).flatMap((a) =>
      tokensFor(state, system).map((token) => {
        const from = creussTokenAt(state, token);
        const verb = from === null ? 'place' : `move (from ${from})`;
        return {
          label: `remove your mech from ${areaLabel(state, a)} to ${verb} the ${token.slice('creuss'.length)} wormhole token into ${systemLabel(state, system)}`,
          targets: { system: a.system, planet: a.planet ?? null, token },
        };
      }),
    );
  },
  check: (state, seat, targets, subject) => {
    const mechs = icarusMechs(state, seat, subject);
    if (mechs.length === 0)
      return fail('ability/not-eligible', '55', 'You need a mech on the board (and a system just activated).');
    const token = str(targets.token);
    if (!isCreussToken(token) || !tokensFor(state, String(subject.system)).includes(token)) {
      return fail('ability/bad-target', '101', 'Choose a Creuss wormhole token that is not already in that system.');
    }
    const planet = str(targets.planet);
    const found = mechs.some((a) => a.system === str(targets.system) && (a.planet ?? null) === planet);
    return found ? ok(undefined) : fail('ability/bad-target', '55', 'Choose an area that holds one of your mechs.');
  },
  resolve: (ctx, seat, targets, subject) => {
    const system = String(subject.system);
    const from = str(targets.system);
    const planet = str(targets.planet);
    const token = str(targets.token);
    if (from === null || !isCreussToken(token)) return;
    const area: Area = planet === null ? { system: from } : { system: from, planet };
    if (!areasWith(ctx.state, seat, 'mech').some((a) => a.system === area.system && a.planet === area.planet)) return;
    removeUnits(ctx, area, seat, 'mech', 1, 'ability');
    const was = creussTokenAt(ctx.state, token);
    if (was !== null) {
      const tokens = ctx.state.board.systems[was]!.tokens;
      tokens.splice(tokens.indexOf(token), 1);
    }
    ctx.state.board.systems[system]?.tokens.push(token);
    emit(ctx, { type: 'wormhole-token-placed', seat, token, from: was, to: system });
  },
};

export const GHOST = defineContent({ abilities: [ICARUS_DRIVE] });
