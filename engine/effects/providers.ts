// Every source of effects the rule modules consult through hooks (engine/kernel/effects.ts), listed once: laws,
// promissory notes, faction abilities and units, technologies. A new source adds its provider here.
import { LAW_EFFECTS } from '../agenda/law-effects';
import { ARGENT_EFFECTS } from '../factions/argent.effects';
import { CABAL_EFFECTS } from '../factions/cabal.effects';
import { GHOST_EFFECTS } from '../factions/ghost.effects';
import { HACAN_EFFECTS } from '../factions/hacan.effects';
import { JOLNAR_EFFECTS } from '../factions/jolnar.effects';
import { KELERES_EFFECTS } from '../factions/keleres.effects';
import { L1Z1X_EFFECTS } from '../factions/l1z1x.effects';
import { LETNEV_EFFECTS } from '../factions/letnev.effects';
import { SOL_EFFECTS } from '../factions/sol.effects';
import { MENTAK_EFFECTS } from '../factions/mentak.effects';
import { NAALU_EFFECTS } from '../factions/naalu.effects';
import { NAAZ_EFFECTS } from '../factions/naaz.effects';
import { NEKRO_EFFECTS } from '../factions/nekro.effects';
import { SARDAKK_EFFECTS } from '../factions/sardakk.effects';
import { WINNU_EFFECTS } from '../factions/winnu.effects';
import { YSSARIL_EFFECTS } from '../factions/yssaril.effects';
import type { EffectProvider } from '../kernel/effects';
import { PREDICTIVE_INTELLIGENCE_EFFECTS } from '../technologies/predictive-intelligence.effects';
import { NOTE_EFFECTS } from '../transactions/note-effects';
import { LEADER_EFFECTS } from '../leaders/effects';
import { RELIC_EFFECTS } from '../relics/effects';
import { INVASION_CARD_EFFECTS } from '../action-cards/invasion-cards.effects';
import { ACTIVATION_CARD_EFFECTS } from '../action-cards/activation-effects';
import { ARBOREC_EFFECTS } from '../factions/arborec.effects';
import { SAAR_EFFECTS } from '../factions/saar.effects';
import { MUAAT_EFFECTS } from '../factions/muaat.effects';
import { EMPYREAN_EFFECTS } from '../factions/empyrean.effects';
import { NOMAD_EFFECTS } from '../factions/nomad.effects';
import { MAHACT_EFFECTS } from '../factions/mahact.effects';
import { YIN_EFFECTS } from '../factions/yin.effects';

export const PROVIDERS: readonly EffectProvider[] = [
  ...LAW_EFFECTS,
  ...NOTE_EFFECTS,
  ARGENT_EFFECTS,
  CABAL_EFFECTS,
  GHOST_EFFECTS,
  HACAN_EFFECTS,
  JOLNAR_EFFECTS,
  KELERES_EFFECTS,
  L1Z1X_EFFECTS,
  MENTAK_EFFECTS,
  NAALU_EFFECTS,
  NAAZ_EFFECTS,
  NEKRO_EFFECTS,
  SARDAKK_EFFECTS,
  WINNU_EFFECTS,
  YSSARIL_EFFECTS,
  PREDICTIVE_INTELLIGENCE_EFFECTS,
  ...LEADER_EFFECTS,
  ...RELIC_EFFECTS,
  LETNEV_EFFECTS,
  SOL_EFFECTS,
  INVASION_CARD_EFFECTS,
  ACTIVATION_CARD_EFFECTS,
  ARBOREC_EFFECTS,
  SAAR_EFFECTS,
  MUAAT_EFFECTS,
  EMPYREAN_EFFECTS,
  NOMAD_EFFECTS,
  MAHACT_EFFECTS,
  YIN_EFFECTS,
];
