// Commanders whose ability is one small choice in a window the flow already opens (LRR 51.5–51.8): Tungstantus
// (Titans: 1 trade good when your units use Production) and Xuange (Empyrean: take back your command token from a
// system another player moved ships into). Usable by the owner, or by the holder of the owner's Alliance (51.8).
import { fail, ok } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { unitsUseProduction } from './production';
import { returnCommandTokens } from './tokens';

/** Tungstantus — when 1 or more of your units use Production: you may gain 1 trade good. */
export const TITANS_COMMANDER: AbilityDef = {
  id: 'titanscommander',
  name: 'Tungstantus',
  source: { kind: 'leader', leader: 'titanscommander', role: 'commander' },
  window: 'when-producing-units',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) => subject.seat === seat && unitsUseProduction(state, subject),
  targetOptions: () => [{ label: 'gain 1 trade good', targets: {} }],
  check: (state, seat, _targets, subject) =>
    subject.seat === seat && unitsUseProduction(state, subject)
      ? ok(undefined)
      : fail('ability/not-now', '51.6', 'Tungstantus answers only your own units using Production.'),
  resolve: (ctx, seat) => {
    ctx.state.players[seat]!.tradeGoods += 1;
    emit(ctx, { type: 'trade-goods-changed', seat, delta: 1 });
  },
};

const tokenIn = (state: Parameters<AbilityDef['eligible']>[0], seat: number, system: unknown): boolean =>
  typeof system === 'string' && (state.board.systems[system]?.commandTokens.includes(seat) ?? false);

/** Xuange — after another player moves ships into a system with 1 of your command tokens: you may take it back. */
export const EMPYREAN_COMMANDER: AbilityDef = {
  id: 'empyreancommander',
  name: 'Xuange',
  source: { kind: 'leader', leader: 'empyreancommander', role: 'commander' },
  window: 'after-ships-moved',
  costs: [],
  eligible: (state, seat, subject) => subject.seat !== seat && tokenIn(state, seat, subject.system),
  targetOptions: () => [{ label: 'return your command token to reinforcements', targets: {} }],
  check: (state, seat, _targets, subject) => {
    if (subject.seat === seat) return fail('ability/not-now', '51.6', 'Xuange answers another player moving ships.');
    if (!tokenIn(state, seat, subject.system))
      return fail('ability/bad-target', '51.6', 'You have no command token in that system.');
    return ok(undefined);
  },
  resolve: (ctx, seat, _targets, subject) => {
    if (typeof subject.system !== 'string') return;
    const systems = returnCommandTokens(ctx.state, seat, subject.system);
    if (systems.length > 0) emit(ctx, { type: 'command-tokens-returned', seat, systems });
  },
};

export const COMMANDER_LEADERS = defineContent({ abilities: [TITANS_COMMANDER, EMPYREAN_COMMANDER] });
