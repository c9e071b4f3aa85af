// What leaders change in the rules while unlocked or after use (engine/kernel/effects.ts), listed once for
// engine/effects/providers.ts: kept apart from the content list (engine/leaders/index.ts) so that providers import
// no ability modules.
import type { EffectProvider } from '../kernel/effects';
import { COMMANDER_EFFECTS } from './commanders.effects';
import { EXTRA_DIE_EFFECTS } from './extra-die.effects';
import { LETNEV_LEADER_EFFECTS } from './letnev.effects';
import { WINNU_LEADER_EFFECTS } from './winnu.effects';
import { EVENT_UNLOCK_EFFECTS } from './event-unlocks.effects';
import { HACAN_LEADER_EFFECTS } from './hacan.effects';
import { XXCHA_LEADER_EFFECTS } from './xxcha.effects';
import { CABAL_LEADER_EFFECTS } from './cabal.effects';
import { NOMAD_LEADER_EFFECTS } from './nomad.effects';
import { JOLNAR_LEADER_EFFECTS } from './jolnar.effects';
import { ARGENT_LEADER_EFFECTS } from './argent.effects';
import { MUAAT_LEADER_EFFECTS } from './muaat.effects';
import { SAAR_LEADER_EFFECTS } from './saar.effects';
import { SARDAKK_LEADER_EFFECTS } from './sardakk.effects';
import { GHOST_AGENT_EFFECTS } from './ghost-agent.effects';
import { NAALU_HERO_EFFECTS } from './heroes/naalu.effects';
import { MENTAK_HERO_EFFECTS } from './heroes/mentak.effects';
import { YIN_AGENT_EFFECTS } from './yin-agent.effects';
import { NAAZ_HERO_EFFECTS } from './heroes/naaz.effects';
import { MAHACT_LEADER_EFFECTS } from './mahact.effects';
import { KELERES_ODLYNN_EFFECTS } from './heroes/keleres-odlynn.effects';
import { YIN_LEADER_EFFECTS } from './yin.effects';

export const LEADER_EFFECTS: readonly EffectProvider[] = [
  EXTRA_DIE_EFFECTS,
  LETNEV_LEADER_EFFECTS,
  COMMANDER_EFFECTS,
  WINNU_LEADER_EFFECTS,
  EVENT_UNLOCK_EFFECTS,
  XXCHA_LEADER_EFFECTS,
  HACAN_LEADER_EFFECTS,
  CABAL_LEADER_EFFECTS,
  NOMAD_LEADER_EFFECTS,
  JOLNAR_LEADER_EFFECTS,
  ARGENT_LEADER_EFFECTS,
  MUAAT_LEADER_EFFECTS,
  SAAR_LEADER_EFFECTS,
  SARDAKK_LEADER_EFFECTS,
  GHOST_AGENT_EFFECTS,
  NAALU_HERO_EFFECTS,
  MENTAK_HERO_EFFECTS,
  YIN_AGENT_EFFECTS,
  NAAZ_HERO_EFFECTS,
  MAHACT_LEADER_EFFECTS,
  KELERES_ODLYNN_EFFECTS,
  YIN_LEADER_EFFECTS,
];
