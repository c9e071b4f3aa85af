// The effects registry the rule modules ask: `ask(HOOK, args)` consults every provider in engine/effects/providers.ts.
import { askWith } from '../kernel/effects';
import { PROVIDERS } from './providers';

export const ask = askWith(PROVIDERS);
export * from './hooks';
