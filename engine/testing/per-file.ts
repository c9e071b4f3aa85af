// Vitest setup for the engine's test files (vitest.config.ts, project "engine"): they share one module graph per
// worker instead of loading the engine once per file, so the little module state the engine's test helpers keep is
// restarted here, before each file, to what a fresh load would give.
import { restartRedealSampling } from './invariants';

restartRedealSampling();
