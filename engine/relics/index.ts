// Every relic that works: one file per relic (engine/relics/<relic id>.ts), each an ability with source
// { kind: 'relic', relic } — or an effects provider (engine/effects/providers.ts) for what a relic changes while held.
// Listed once here as content modules (engine/kernel/content.ts); none works yet.
import type { ContentModule } from '../kernel/content';

export const RELIC_CONTENT: readonly ContentModule<never, never>[] = [];
