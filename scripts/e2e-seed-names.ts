// npx tsx scripts/e2e-seed-names.ts <prefix> <map string> <want> [count]: finds a game name for a scripted e2e spec.
// Under MECATOL_TEST_SEED a game's seed is the test seed and its name (server/lobby/ids.ts), so its decks are the same
// every run; this deals the small galaxy's game (e2e/support/small-galaxy.ts: Hacan, Mentak, L1Z1X, three players)
// for the names `<prefix> 1`, `<prefix> 2`, ... and prints those whose decks start as wanted.
// <want> lists deck:card,card,... separated by spaces; a card is an id prefix (a copy id without its #n, or a relic
// id), `*` for any, and `a|b` for either: "cultural:cultural-relic-fragment,cultural-relic-fragment relic:the-codex".
// E2E_TEST_SEED picks another test seed, as in playwright.config.ts.
import { createGame, type GameState } from '../engine/index';

const [prefix = 'E2E', map = '', want = '', count = '400'] = process.argv.slice(2);
const testSeed = process.env.E2E_TEST_SEED ?? 'e2e-1';

type DeckName = keyof GameState['decks'];
const wanted = want
  .split(/\s+/)
  .filter(Boolean)
  .map((part) => {
    const [deck = '', cards = ''] = part.split(':');
    return { deck: deck as DeckName, cards: cards.split(',').map((c) => c.split('|')) };
  });

const matches = (card: string | undefined, alternatives: readonly string[]) =>
  card !== undefined && alternatives.some((a) => a === '*' || card.split('#')[0] === a);

for (let i = 1; i <= Number(count); i++) {
  const name = `${prefix} ${i}`;
  const created = createGame({
    seed: `${testSeed}:${name}`,
    victoryPoints: 10,
    layout: '3p',
    mapString: map,
    seats: [
      { name: 'Hana', faction: 'hacan', color: 'red' },
      { name: 'Bea', faction: 'mentak', color: 'blue' },
      { name: 'Cal', faction: 'l1z1x', color: 'green' },
    ],
  });
  if (!created.ok) throw new Error(created.error.message);
  const decks = created.value.state.decks;
  const ok = wanted.every(({ deck, cards }) => cards.every((alts, j) => matches(decks[deck].draw[j], alts)));
  if (!ok) continue;
  const tops = wanted.map(({ deck, cards }) => `${deck}: ${decks[deck].draw.slice(0, cards.length).join(', ')}`);
  console.log(`${name} — ${tops.join(' · ')}`);
}
