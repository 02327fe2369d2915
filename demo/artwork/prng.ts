/** Small deterministic PRNG (mulberry32) with the helpers the artwork needs. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  range(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** value ± amount, uniformly. */
  jitter(value: number, amount: number): number;
  /** Roughly normal (sum of three uniforms), centred on 0 with the given spread. */
  gauss(spread: number): number;
  /** A new independent generator derived from this one (keeps sub-drawings stable). */
  fork(salt: number): Rng;
  shuffle<T>(items: readonly T[]): T[];
}

export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick: liste vide');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    chance: (p) => next() < p,
    jitter: (value, amount) => value + (next() * 2 - 1) * amount,
    gauss: (spread) => ((next() + next() + next()) / 1.5 - 1) * spread,
    fork: (salt) => mulberry32(hashSeed(Math.floor(next() * 4294967296), salt)),
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const tmp = copy[i] as (typeof copy)[number];
        copy[i] = copy[j] as (typeof copy)[number];
        copy[j] = tmp;
      }
      return copy;
    },
  };
  return rng;
}

/** Mixes several integers into one 32-bit seed. */
export function hashSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h ^= part >>> 0;
    h = Math.imul(h, 0x01000193);
    h ^= h >>> 13;
    h = Math.imul(h, 0x5bd1e995);
    h ^= h >>> 15;
  }
  return h >>> 0;
}

/** Deterministic round-robin choice: consecutive seeds get different primary variants. */
export function cycle<T>(seed: number, items: readonly T[], salt = 0): T {
  if (items.length === 0) throw new Error('cycle: liste vide');
  const i = (((Math.floor(seed) + salt) % items.length) + items.length) % items.length;
  return items[i] as T;
}
