// Complete Setup steps 8 and 12: shuffle the common decks; deal five stage I and five stage II objectives face
// down and reveal the first two stage I (61.4–61.5).
import type { GameState } from '../core/state';
import { ACTION_DECK } from '../data/action-cards';
import { AGENDA_DECK } from '../data/agendas';
import { CULTURAL_DECK, FRONTIER_DECK, HAZARDOUS_DECK, INDUSTRIAL_DECK } from '../data/exploration';
import { PUBLIC_STAGE1, PUBLIC_STAGE2, SECRET_OBJECTIVES } from '../data/objectives';
import { RELIC_DECK } from '../data/relics';
import { emit, type FlowCtx } from '../kernel/context';

const shuffled = (ctx: FlowCtx, ids: readonly string[]) => ({
  draw: ctx.rng.shuffle([...ids]),
  discard: [] as string[],
});

export function shuffledDecks(ctx: FlowCtx): GameState['decks'] {
  return {
    action: shuffled(ctx, ACTION_DECK),
    agenda: shuffled(ctx, AGENDA_DECK),
    secret: shuffled(ctx, SECRET_OBJECTIVES),
    relic: shuffled(ctx, RELIC_DECK),
    cultural: shuffled(ctx, CULTURAL_DECK),
    hazardous: shuffled(ctx, HAZARDOUS_DECK),
    industrial: shuffled(ctx, INDUSTRIAL_DECK),
    frontier: shuffled(ctx, FRONTIER_DECK),
  };
}

export const OBJECTIVES_DEALT_PER_STAGE = 5;

export function dealObjectives(ctx: FlowCtx): void {
  const o = ctx.state.objectives;
  o.stage1 = shuffled(ctx, PUBLIC_STAGE1);
  o.stage2 = shuffled(ctx, PUBLIC_STAGE2);
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
