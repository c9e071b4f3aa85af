// Complete Setup steps 8 and 12: shuffle the common decks; deal five stage I and five stage II objectives face
// down and reveal the first two stage I (61.4–61.5). Decks hold only cards that work (engine/content/in-play.ts).
import type { GameState } from '../core/state';
import { dealtDecks, notDealtIn } from '../content/in-play';
import { emit, type FlowCtx } from '../kernel/context';

const shuffled = (ctx: FlowCtx, ids: readonly string[]) => ({
  draw: ctx.rng.shuffle([...ids]),
  discard: [] as string[],
});

export function shuffledDecks(ctx: FlowCtx): GameState['decks'] {
  const dealt = dealtDecks(notDealtIn(ctx.state.config));
  return {
    action: shuffled(ctx, dealt.action),
    agenda: shuffled(ctx, dealt.agenda),
    secret: shuffled(ctx, dealt.secret),
    relic: shuffled(ctx, dealt.relic),
    cultural: shuffled(ctx, dealt.exploration.cultural),
    hazardous: shuffled(ctx, dealt.exploration.hazardous),
    industrial: shuffled(ctx, dealt.exploration.industrial),
    frontier: shuffled(ctx, dealt.exploration.frontier),
  };
}

export const OBJECTIVES_DEALT_PER_STAGE = 5;

export function dealObjectives(ctx: FlowCtx): void {
  const o = ctx.state.objectives;
  const dealt = dealtDecks(notDealtIn(ctx.state.config));
  o.stage1 = shuffled(ctx, dealt.stage1);
  o.stage2 = shuffled(ctx, dealt.stage2);
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
