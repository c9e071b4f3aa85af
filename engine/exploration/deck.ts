// LRR 35.2 drawing from an exploration deck, 35.7 discarding, 35.7a reshuffling an empty deck, 35.8 attaching,
// 35.9 relic fragments kept, and where every exploration card is at any time (for the conservation invariant).
import type { GameState, PlanetState, Seat } from '../core/state';
import {
  EXPLORATION_DECKS,
  explorationCard,
  isExplorationCopyId,
  type ExplorationCopyId,
  type ExplorationDeck,
} from '../data/exploration';
import { attachmentToken } from '../data/tokens';
import { emit, type FlowCtx } from '../kernel/context';

/** 35.2, 35.7a: the top card of the deck; an empty deck is first made again from its shuffled discard pile. */
export function drawExplorationCard(ctx: FlowCtx, deck: ExplorationDeck): ExplorationCopyId | undefined {
  const d = ctx.state.decks[deck];
  if (d.draw.length === 0 && d.discard.length > 0) {
    d.draw = ctx.rng.shuffle([...d.discard]);
    d.discard = [];
    emit(ctx, { type: 'note', text: `The ${deck} exploration discard pile was shuffled into a new deck (35.7a).` });
  }
  const copy = d.draw.shift();
  return copy !== undefined && isExplorationCopyId(copy) ? copy : undefined;
}

/** 35.7: a card that is neither an attachment nor a relic fragment goes to its deck's discard pile. */
export function discardExplorationCard(state: GameState, copy: ExplorationCopyId): void {
  state.decks[explorationCard(copy).deck].discard.push(copy);
}

/** Purged cards leave the game (Gamma Wormhole, relic fragments spent on a relic: 70, 73). */
export function purgeExplorationCards(state: GameState, copies: readonly string[]): void {
  (state.exploration ??= { purged: [] }).purged.push(...copies);
}

/**
 * 35.8, 12.1, 12.3: the card goes under the planet card and its token on the planet. A research facility shows
 * its +1/+1 side on a planet that already has a technology specialty (the card's own words).
 */
export function attachExplorationCard(
  ctx: FlowCtx,
  seat: Seat,
  planet: PlanetState,
  planetId: string,
  token: string,
  hasSpecialty: boolean,
): void {
  const def = attachmentToken(token);
  const face = def?.specialty && hasSpecialty && def.otherSide ? def.otherSide : token;
  planet.attachments.push(face);
  emit(ctx, { type: 'attached', seat, planet: planetId, attachment: face });
}

/** The exploration card an attachment token on the board stands for (each attachment card has one copy). */
export function attachedCopy(token: string): ExplorationCopyId | undefined {
  const def = attachmentToken(token);
  if (!def || def.from !== 'exploration') return undefined;
  const faces = [token, def.otherSide];
  return ATTACH_COPIES.find((copy) => faces.includes(explorationCard(copy).attachment));
}

const ATTACH_COPIES: readonly ExplorationCopyId[] = (
  [
    'demilitarized-zone#1',
    'dyson-sphere#1',
    'paradise-world#1',
    'tomb-of-emphidia#1',
    'lazax-survivors#1',
    'mining-world#1',
    'rich-world#1',
    'warfare-research-facility#1',
    'biotic-research-facility#1',
    'cybernetic-research-facility#1',
    'propulsion-research-facility#1',
  ] as const
).filter((c) => explorationCard(c).resolution === 'attach');

/**
 * Every exploration card outside the box, wherever it is: decks, discard piles, attached to planets, relic
 * fragments and kept cards (Enigmatic Device) in play areas, purged. The conservation invariant compares this with what setup dealt.
 */
export function explorationCardsAccountedFor(state: GameState): Record<ExplorationDeck, string[]> {
  const out = Object.fromEntries(EXPLORATION_DECKS.map((d) => [d, [] as string[]])) as Record<
    ExplorationDeck,
    string[]
  >;
  const put = (copy: string) => {
    if (isExplorationCopyId(copy)) out[explorationCard(copy).deck].push(copy);
    else out.cultural.push(copy); // an unknown id is reported as a card in the wrong place
  };
  for (const d of EXPLORATION_DECKS) [...state.decks[d].draw, ...state.decks[d].discard].forEach(put);
  for (const sys of Object.values(state.board.systems))
    for (const p of Object.values(sys.planets))
      for (const a of p.attachments) {
        const copy = attachedCopy(a);
        if (copy) put(copy);
      }
  for (const p of state.players) [...p.relicFragments, ...(p.explorationCards ?? [])].forEach(put);
  [...(state.exploration?.purged ?? []), ...(state.exploration?.commonPlayArea ?? [])].forEach(put);
  return out;
}
