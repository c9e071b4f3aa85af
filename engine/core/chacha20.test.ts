import { createCipheriv, createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { chacha20Block, sha256, utf8 } from './chacha20';
import { Rng, nextUint32, seedRng, type RngState } from './rng';

const hex = (bytes: readonly number[]) => bytes.map((b) => b.toString(16).padStart(2, '0')).join('');

test("setup 8 shuffles draw from ChaCha20: its block function gives RFC 8439 2.3.2's test vector", () => {
  const key = [0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c, 0x13121110, 0x17161514, 0x1b1a1918, 0x1f1e1d1c];
  const block = chacha20Block(key, 1, [0x09000000, 0x4a000000, 0x00000000]);
  expect([...block].map((w) => w >>> 0)).toEqual([
    0xe4e7f110, 0x15593bd1, 0x1fdd0f50, 0xc47120a3, 0xc7f4d1c7, 0x0368c033, 0x9aaa2204, 0x4e6cd4c3, 0x466482d2,
    0x09aa9f07, 0x05d7c214, 0xa2028bd9, 0xd19c12b5, 0xb94e16de, 0xe883d0cb, 0x4e3c50a2,
  ]);
});

test('setup 8 the seed is hashed with SHA-256: the FIPS 180-4 digests, also across a block boundary', () => {
  expect(hex(sha256(utf8('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  expect(hex(sha256([]))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  for (const text of ['a'.repeat(55), 'b'.repeat(56), 'c'.repeat(64), 'Ω seed ✓ 🎲'.repeat(9)])
    expect(hex(sha256(utf8(text)))).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
});

test('setup 8 the generator is the ChaCha20 keystream of SHA-256(seed) with a zero nonce, word by word', () => {
  const seed = 'a3f1c0de5eed';
  const key = createHash('sha256').update(seed).digest();
  // Node's chacha20 takes a 16-byte IV: the 32-bit block counter (little-endian), then the 96-bit nonce.
  const stream = createCipheriv('chacha20', key, Buffer.alloc(16)).update(Buffer.alloc(64 * 3));
  let state: RngState = seedRng(seed);
  const ours: number[] = [];
  for (let i = 0; i < 48; i++) {
    const [x, next] = nextUint32(state);
    ours.push(x);
    state = next;
  }
  const expected = [...Array(48).keys()].map((i) => stream.readUInt32LE(i * 4));
  expect(ours).toEqual(expected);
  expect(state).toEqual({ kind: 'chacha20', key: key.toString('hex'), block: 3, word: 0 });
});

test('setup 8 games stored with sfc32 keep drawing the same numbers (values recorded before ChaCha20 existed)', () => {
  const rng = new Rng({ rng: seedRng('bot-3', 'sfc32') });
  expect([...Array(8).keys()].map(() => rng.int(1000))).toEqual(SFC32_BOT3);
});

const SFC32_BOT3 = [987, 279, 714, 427, 147, 616, 718, 18];
