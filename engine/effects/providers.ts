// Every source of effects the rule modules consult through hooks (engine/kernel/effects.ts), listed once: laws,
// promissory notes, faction abilities and units, technologies. A new source adds its provider here.
import { LAW_EFFECTS } from '../agenda/law-effects';
import { GHOST_EFFECTS } from '../factions/ghost.effects';
import type { EffectProvider } from '../kernel/effects';
import { NOTE_EFFECTS } from '../transactions/note-effects';

export const PROVIDERS: readonly EffectProvider[] = [...LAW_EFFECTS, ...NOTE_EFFECTS, GHOST_EFFECTS];
