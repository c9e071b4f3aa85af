// What relics change while held (LRR 73.3), as effects providers: listed once here and in engine/effects/providers.ts.
import { DYNAMIS_CORE_EFFECTS } from './dynamis-core.effects';
import { SHARD_OF_THE_THRONE_EFFECTS } from './shard-of-the-throne.effects';
import { THE_OBSIDIAN_EFFECTS } from './the-obsidian.effects';
import { THE_CROWN_OF_EMPHIDIA_EFFECTS } from './the-crown-of-emphidia.effects';
import { SCEPTER_OF_EMELPAR_EFFECTS } from './scepter-of-emelpar.effects';

export const RELIC_EFFECTS = [
  SHARD_OF_THE_THRONE_EFFECTS,
  THE_OBSIDIAN_EFFECTS,
  DYNAMIS_CORE_EFFECTS,
  THE_CROWN_OF_EMPHIDIA_EFFECTS,
  SCEPTER_OF_EMELPAR_EFFECTS,
] as const;
