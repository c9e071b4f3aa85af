// Choosing the backend from the environment, and one store per process.
import path from 'node:path';
import { expect, test } from 'vitest';
import { EmbeddedGameStore } from './embedded';
import { chooseStore, closeStore, createStoreFromEnv, getStore } from './index';
import { RedisGameStore } from './redis-store';

const upstash = { UPSTASH_REDIS_REST_URL: 'https://eu1-x.upstash.io', UPSTASH_REDIS_REST_TOKEN: 'tok' };

test('Upstash wins when both of its variables are set, even beside REDIS_URL', () => {
  expect(chooseStore({ ...upstash, REDIS_URL: 'redis://localhost:6379' })).toEqual({
    kind: 'upstash',
    url: 'https://eu1-x.upstash.io',
    token: 'tok',
    keyPrefix: 'mecatol:',
  });
});

test('only one of the Upstash variables is a configuration error that names the missing one', () => {
  expect(() => chooseStore({ UPSTASH_REDIS_REST_URL: upstash.UPSTASH_REDIS_REST_URL })).toThrow(
    /set both .* \(only UPSTASH_REDIS_REST_URL is set\)/,
  );
  expect(() => chooseStore({ UPSTASH_REDIS_REST_TOKEN: 'tok' })).toThrow(/only UPSTASH_REDIS_REST_TOKEN is set/);
  expect(() => chooseStore({ ...upstash, UPSTASH_REDIS_REST_URL: 'eu1-x.upstash.io' })).toThrow(
    /must start with https/,
  );
});

test('REDIS_URL selects Redis over TCP with an optional key prefix; a bad scheme is refused', () => {
  expect(chooseStore({ REDIS_URL: 'redis://:pw@host:6380/2', MECATOL_KEY_PREFIX: 'staging:' })).toEqual({
    kind: 'redis',
    url: 'redis://:pw@host:6380/2',
    keyPrefix: 'staging:',
  });
  expect(() => chooseStore({ REDIS_URL: 'http://host:6379' })).toThrow(/redis:\/\/ or rediss:\/\//);
});

test('with nothing set (blank counts as unset) the embedded store uses .data/mecatol.json or MECATOL_DATA_FILE', () => {
  expect(chooseStore({ REDIS_URL: ' ', UPSTASH_REDIS_REST_URL: '' }, '/srv/app')).toEqual({
    kind: 'embedded',
    file: path.resolve('/srv/app', '.data/mecatol.json'),
  });
  expect(chooseStore({ MECATOL_DATA_FILE: 'state/games.json' }, '/srv/app')).toEqual({
    kind: 'embedded',
    file: '/srv/app/state/games.json',
  });
  expect(chooseStore({ MECATOL_DATA_FILE: '/var/lib/mecatol.json' }, '/srv/app')).toMatchObject({
    file: '/var/lib/mecatol.json',
  });
});

test('createStoreFromEnv builds the chosen backend without connecting', async () => {
  const redis = createStoreFromEnv({ REDIS_URL: 'redis://127.0.0.1:1' });
  expect(redis).toBeInstanceOf(RedisGameStore);
  expect(createStoreFromEnv(upstash)).toBeInstanceOf(RedisGameStore);
  expect(createStoreFromEnv({})).toBeInstanceOf(EmbeddedGameStore);
  await redis.close();
});

test('getStore returns one store per process until closeStore', async () => {
  const first = getStore();
  expect(getStore()).toBe(first);
  await closeStore();
  const second = getStore();
  expect(second).not.toBe(first);
  await closeStore();
});
