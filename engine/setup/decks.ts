// Complete Setup steps 8 and 12: shuffle the common decks; deal five stage I and five stage II objectives face
// down and reveal the first two stage I (61.4–61.5). Decks hold only cards that work (engine/content/in-play.ts).
import type { GameState } from '../core/state';
import {
  ACTION_DECK_IN_PLAY,
  AGENDA_DECK_IN_PLAY,
  EXPLORATION_DECKS_IN_PLAY,
  RELIC_DECK_IN_PLAY,
  SECRET_OBJECTIVES_IN_PLAY,
  STAGE1_IN_PLAY,
  STAGE2_IN_PLAY,
} from '../content/in-play';
import { emit, type FlowCtx } from '../flow/context';

const shuffled = (ctx: FlowCtx, ids: readonly string[]) => ({
  draw: ctx.rng.shuffle([...ids]),
  discard: [] as string[],
});

export function shuffledDecks(ctx: FlowCtx): GameState['decks'] {
  return {
    action: shuffled(ctx, ACTION_DECK_IN_PLAY),
    agenda: shuffled(ctx, AGENDA_DECK_IN_PLAY),
    secret: shuffled(ctx, SECRET_OBJECTIVES_IN_PLAY),
    relic: shuffled(ctx, RELIC_DECK_IN_PLAY),
    cultural: shuffled(ctx, EXPLORATION_DECKS_IN_PLAY.cultural),
    hazardous: shuffled(ctx, EXPLORATION_DECKS_IN_PLAY.hazardous),
    industrial: shuffled(ctx, EXPLORATION_DECKS_IN_PLAY.industrial),
    frontier: shuffled(ctx, EXPLORATION_DECKS_IN_PLAY.frontier),
  };
}

export const OBJECTIVES_DEALT_PER_STAGE = 5;

export function dealObjectives(ctx: FlowCtx): void {
  const o = ctx.state.objectives;
  o.stage1 = shuffled(ctx, STAGE1_IN_PLAY);
  o.stage2 = shuffled(ctx, STAGE2_IN_PLAY);
  const stage1 = o.stage1.draw.splice(0, OBJECTIVES_DEALT_PER_STAGE);
  const stage2 = o.stage2.draw.splice(0, OBJECTIVES_DEALT_PER_STAGE);
  // 81.2a: stage II objectives are revealed only after every stage I; the row is kept in reveal order.
  o.unrevealed = [...stage1, ...stage2];
  for (let i = 0; i < 2; i++) {
    const id = o.unrevealed.shift()!;
    o.revealed.push(id);
    o.scoredBy[id] = [];
    emit(ctx, { type: 'objective-revealed', objective: id });
  }
}
