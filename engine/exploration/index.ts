// Every exploration card and attachment that works: one file per card (engine/exploration/<card id>.ts),
// resolved when a planet is explored; an attachment's lasting effect is an effects provider (engine/effects/providers.ts).
// Listed once here as content modules (engine/kernel/content.ts); none works yet.
import type { ContentModule } from '../kernel/content';

export const EXPLORATION_CONTENT: readonly ContentModule<never, never>[] = [];
