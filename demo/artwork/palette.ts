/** Colours of the artwork: ingredients, ceramics and surfaces. */
export const NORI = { base: '#1b2218', mid: '#27301f', sheen: '#4a5a3a', dark: '#0d110b' } as const;

export interface FishColours {
  base: string;
  light: string;
  dark: string;
  stripe: string;
  stripeOpacity: number;
  gloss: number;
}

export const FISH = {
  salmon: { base: '#f2793f', light: '#ff9e68', dark: '#d95a26', stripe: '#ffe6d2', stripeOpacity: 0.8, gloss: 0.5 },
  tuna: { base: '#b81a33', light: '#dc3b50', dark: '#85101f', stripe: '#e9707f', stripeOpacity: 0.25, gloss: 0.55 },
  hamachi: { base: '#f1d3be', light: '#fbe9dc', dark: '#d9a890', stripe: '#e57a78', stripeOpacity: 0.35, gloss: 0.5 },
  seabream: { base: '#f3eee8', light: '#ffffff', dark: '#dcd0c6', stripe: '#f2b2b0', stripeOpacity: 0.45, gloss: 0.55 },
  eel: { base: '#7a4220', light: '#a45f2c', dark: '#3f1e0b', stripe: '#2c1407', stripeOpacity: 0.5, gloss: 0.75 },
  shrimp: { base: '#fbf1e8', light: '#ffffff', dark: '#ecd8c8', stripe: '#f2613a', stripeOpacity: 0.95, gloss: 0.45 },
  tamago: { base: '#f5c63f', light: '#ffe07a', dark: '#d99d1c', stripe: '#e6ad2a', stripeOpacity: 0.5, gloss: 0.3 },
} as const satisfies Record<string, FishColours>;
export type FishKind = keyof typeof FISH;

export const AVOCADO = { skin: '#2f4a17', outer: '#6f9a2c', flesh: '#c4d66a', core: '#e4e8a0' } as const;
export const CUCUMBER = { skin: '#2d5a1c', flesh: '#c9e3a0', core: '#e6f2c8', seed: '#b3cf86' } as const;
export const SURIMI = { white: '#fbf4ee', red: '#e0412c' } as const;
export const TOBIKO = { orange: '#ff7418', light: '#ffb15c', dark: '#d94c00' } as const;
export const IKURA = { base: '#f0581a', light: '#ffb070', dark: '#a82a06' } as const;
export const SESAME = { white: '#efe3c6', black: '#1e1a17', toasted: '#d8b27a' } as const;
export const SCALLION = { green: '#6fae3c', light: '#b9dd7c', dark: '#3d7a22' } as const;
export const GINGER = { base: '#f6c3b5', light: '#fde3da', dark: '#e9978a' } as const;
export const WASABI = { base: '#95bd45', light: '#c5e07e', dark: '#5f8a26' } as const;
export const SHISO = { base: '#3f8a2c', light: '#6db34a', dark: '#24581a', vein: '#8dc76a' } as const;
export const SOY = { base: '#2a0f06', light: '#6b2c12' } as const;

export interface SurfacePalette {
  base: string;
  light: string;
  dark: string;
  grain: string;
}
export const WOODS: readonly SurfacePalette[] = [
  { base: '#3a2518', light: '#5a3a24', dark: '#1c110a', grain: '#140b06' },
  { base: '#2c1d15', light: '#4a3020', dark: '#140c08', grain: '#0c0604' },
  { base: '#43291a', light: '#6a4228', dark: '#22130b', grain: '#1a0d06' },
];
export const STONES: readonly SurfacePalette[] = [
  { base: '#26282b', light: '#3a3d41', dark: '#131416', grain: '#4a4d52' },
  { base: '#1f2123', light: '#323539', dark: '#0e0f10', grain: '#43464a' },
  { base: '#2a2623', light: '#3d3733', dark: '#151210', grain: '#504842' },
];

export const CERAMICS = {
  white: { base: '#f1ece3', rim: '#fbf8f2', shade: '#c9c0b2', speck: '#8a7f70' },
  black: { base: '#1d1c1b', rim: '#3a3835', shade: '#0b0a0a', speck: '#5c5853' },
  indigo: { base: '#e9e6df', rim: '#25406e', shade: '#bdb6aa', speck: '#3b5a8f' },
  celadon: { base: '#a9bda4', rim: '#c9d8c1', shade: '#7b8f78', speck: '#5f735c' },
  sand: { base: '#cdb99c', rim: '#e2d3bb', shade: '#9c8668', speck: '#6f5d45' },
  charcoal: { base: '#2b2d30', rim: '#4a4d51', shade: '#141517', speck: '#6e7176' },
} as const;
export type CeramicKind = keyof typeof CERAMICS;
