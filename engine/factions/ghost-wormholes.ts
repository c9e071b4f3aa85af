// The Ghosts of Creuss — LRR 101 wormholes (Creuss wormhole tokens), 22 component actions, 69 promissory notes:
// Wormhole Generator Ω (exhausted as an action: place or move a Creuss wormhole token) and Creuss IFF (as the
// holder's turn starts: the same, then the note goes back to the Creuss). Both may put the token into a system with a
// planet the user controls, or into a non-home system without other players' ships.
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { isHomeSystem } from '../action-cards/card-kit';
import { isSystem } from '../galaxy/adjacency';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit, type FlowCtx } from '../kernel/context';
import { systemLabel } from '../tactical/labels';
import { mayHoldNoteOf, ownTurnStarts, playableCopies, returnNote } from '../transactions/notes';
import { SHIP_TYPES } from '../data/types';
import { CREUSS_WORMHOLE_TOKENS, creussTokenAt, type CreussWormholeToken } from './ghost';

const isCreussToken = (t: unknown): t is CreussWormholeToken =>
  (CREUSS_WORMHOLE_TOKENS as readonly unknown[]).includes(t);

const tokenName = (token: CreussWormholeToken): string => `${token.slice('creuss'.length)} wormhole token`;

/** Whether another player has ships in the system's space area. */
function othersShipsIn(state: GameState, system: string, seat: Seat): boolean {
  const space = state.board.systems[system]?.space ?? {};
  return Object.entries(space).some(
    ([owner, stack]) => owner !== String(seat) && SHIP_TYPES.some((t) => (stack.counts[t] ?? 0) > 0),
  );
}

const controlsPlanetIn = (state: GameState, system: string, seat: Seat): boolean =>
  Object.values(state.board.systems[system]?.planets ?? {}).some((p) => p.owner === seat);

/** 101: where the seat may put a Creuss wormhole token — a system with a planet they control, or a non-home system
 *  without other players' ships (hyperlane tiles are not systems). */
export function creussTokenDestinations(state: GameState, seat: Seat): string[] {
  return Object.keys(state.board.systems).filter(
    (system) =>
      isSystem(state.board, system) &&
      (controlsPlanetIn(state, system, seat) || (!isHomeSystem(state, system) && !othersShipsIn(state, system, seat))),
  );
}

interface TokenMove {
  readonly token: CreussWormholeToken;
  readonly system: string;
}

/** Every token and destination the seat may choose (a token is not "moved" into the system it already is in). */
function tokenMoves(state: GameState, seat: Seat): TokenMove[] {
  const systems = creussTokenDestinations(state, seat);
  return CREUSS_WORMHOLE_TOKENS.flatMap((token) =>
    systems.filter((system) => creussTokenAt(state, token) !== system).map((system) => ({ token, system })),
  );
}

function moveLabel(state: GameState, m: TokenMove): string {
  const from = creussTokenAt(state, m.token);
  const verb = from === null ? 'place' : `move (from ${systemLabel(state, from)})`;
  return `${verb} the ${tokenName(m.token)} into ${systemLabel(state, m.system)}`;
}

function checkMove(state: GameState, seat: Seat, targets: Targets, rule: string): Result<TokenMove> {
  const { token, system } = targets;
  if (!isCreussToken(token) || typeof system !== 'string')
    return fail('ability/bad-target', '101', 'Choose a Creuss wormhole token (alpha, beta or gamma) and a system.');
  if (!tokenMoves(state, seat).some((m) => m.token === token && m.system === system))
    return fail(
      'ability/bad-target',
      rule,
      "Choose a system with a planet you control, or a non-home system without other players' ships, where that token is not already.",
    );
  return ok({ token, system });
}

/** Places the token in the system, taking it from where it was (each Creuss wormhole token is on the board once). */
export function putCreussToken(ctx: FlowCtx, seat: Seat, token: CreussWormholeToken, system: string): void {
  const was = creussTokenAt(ctx.state, token);
  if (was !== null) {
    const tokens = ctx.state.board.systems[was]!.tokens;
    tokens.splice(tokens.indexOf(token), 1);
  }
  ctx.state.board.systems[system]?.tokens.push(token);
  emit(ctx, { type: 'wormhole-token-placed', seat, token, from: was, to: system });
}

// ---- Wormhole Generator Ω ---------------------------------------------------------------------------------------

/** Wormhole Generator Ω — ACTION: exhaust to place or move a Creuss wormhole token. */
export const WORMHOLE_GENERATOR: AbilityDef = {
  id: 'wormhole-generator',
  name: 'Wormhole Generator Ω',
  source: { kind: 'technology', technology: 'wg' },
  window: 'action',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state, seat) => state.phase === 'action' && state.activeSeat === seat,
  targetOptions: (state, seat) =>
    tokenMoves(state, seat).map((m) => ({ label: moveLabel(state, m), targets: { token: m.token, system: m.system } })),
  check: (state, seat, targets) => {
    const checked = checkMove(state, seat, targets, '101');
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets) => {
    const checked = checkMove(ctx.state, seat, targets, '101');
    if (checked.ok) putCreussToken(ctx, seat, checked.value.token, checked.value.system);
  },
};

// ---- Creuss IFF ---------------------------------------------------------------------------------------------------

const IFF = 'iff';

function checkIff(
  state: GameState,
  seat: Seat,
  targets: Targets,
  subject: Subject,
): Result<TokenMove & { owner: Seat }> {
  if (!ownTurnStarts(state, seat, subject))
    return fail('ability/not-now', '69.1', 'Creuss IFF is played as your own turn in the action phase starts.');
  const copy = playableCopies(state, seat, IFF)[0];
  if (!copy) return fail('ability/not-held', '69.2', "You do not hold the Creuss player's Creuss IFF.");
  const checked = checkMove(state, seat, targets, '69.1');
  return checked.ok ? ok({ ...checked.value, owner: copy.owner }) : checked;
}

/** Creuss IFF — at the start of the holder's turn: place or move a Creuss wormhole token, then return the note. */
export const CREUSS_IFF: AbilityDef = {
  id: 'creuss-iff',
  name: 'Creuss IFF',
  source: { kind: 'promissory-note', note: IFF },
  window: 'start-of-turn',
  costs: [],
  limit: { per: 'window', times: 1 },
  // Public facts only: the seat was given notes at a table with the Creuss (engine/transactions/notes.ts).
  eligible: (state, seat, subject) => mayHoldNoteOf(state, seat, 'ghost') && ownTurnStarts(state, seat, subject),
  targetOptions: (state, seat) =>
    playableCopies(state, seat, IFF).length === 0
      ? []
      : tokenMoves(state, seat).map((m) => ({
          label: moveLabel(state, m),
          targets: { token: m.token, system: m.system },
        })),
  check: (state, seat, targets, subject) => {
    const checked = checkIff(state, seat, targets, subject);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets, subject) => {
    const checked = checkIff(ctx.state, seat, targets, subject);
    if (!checked.ok) return;
    putCreussToken(ctx, seat, checked.value.token, checked.value.system);
    returnNote(ctx, seat, { note: IFF, owner: checked.value.owner });
  },
};

export const GHOST_WORMHOLES = defineContent({ abilities: [WORMHOLE_GENERATOR, CREUSS_IFF] });
