/** Wide hero banners (1920x1080): moody, warm light, darker left third for headline text. */
import { edamamePod, misoContents, pokeContents } from './bowls';
import { teaCup } from './drinks';
import { chopsticks, ginger, sauceDish, shiso, wasabi } from './garnish';
import { gunkan, nigiri } from './pieces';
import { hashSeed, mulberry32 } from './prng';
import { makiPiece, uramakiPiece } from './rolls';
import { Scene } from './svg';
import { board, bowl, bowlContentShade, lighting, surface } from './surfaces';

const HERO_W = 1920;
const HERO_H = 1080;

export function heroScene(index: number): Scene {
  const variant = ((index % 3) + 3) % 3;
  const rng = mulberry32(hashSeed(0x4e50, variant));
  const s = new Scene(rng, HERO_W, HERO_H);
  s.shadowBlur = 11;
  if (variant === 0) {
    // a large platter on dark wood, warm light from the top right
    surface(s, 'wood', rng.fork(1));
    board(s, 1230, 560, 1180, 760, 'hinoki', rng.fork(2), -6);
    const a = -6;
    const rot = (x: number, y: number): [number, number] => {
      const r = (a * Math.PI) / 180;
      const dx = x - 1230;
      const dy = y - 560;
      return [1230 + dx * Math.cos(r) - dy * Math.sin(r), 560 + dx * Math.sin(r) + dy * Math.cos(r)];
    };
    for (let i = 0; i < 5; i++) {
      const [x, y] = rot(760 + i * 150, 320);
      makiPiece(s, rng, { x, y, rotate: rng.range(0, 360), scale: 0.74 }, { fillings: ['salmon', 'avocado'], core: 0.5 });
    }
    for (let i = 0; i < 5; i++) {
      const [x, y] = rot(770 + i * 152, 500);
      uramakiPiece(
        s,
        rng,
        { x, y, rotate: a + rng.jitter(0, 15), scale: 0.76 },
        { fillings: ['crab', 'avocado', 'cucumber'], coating: i % 2 ? 'tobiko' : 'sesame' },
      );
    }
    const tops = ['salmon', 'tuna', 'aburi', 'salmon', 'hamachi', 'eel'] as const;
    tops.forEach((t, i) => {
      const [x, y] = rot(760 + i * 128, 735);
      nigiri(s, rng, { x, y, rotate: a + 90 + rng.jitter(0, 3), scale: 1.02 }, t);
    });
    const [gx, gy] = rot(1650, 380);
    gunkan(s, rng, { x: gx, y: gy, rotate: a, scale: 0.85 }, 'ikura');
    const [hx, hy] = rot(1650, 600);
    gunkan(s, rng, { x: hx, y: hy, rotate: a, scale: 0.85 }, 'spicy-salmon');
    const [jx, jy] = rot(1660, 800);
    ginger(s, rng, { x: jx, y: jy, rotate: 20, scale: 1.3 });
    wasabi(s, rng, { x: jx + 90, y: jy + 40, scale: 1.1 });
    sauceDish(s, rng, 560, 930, 95, 'black', 'soy');
    chopsticks(s, rng, 700, 1010, -8, 'black', 1100);
    s.zoom = 1.1;
    s.zoomCenter = [640, 560];
    lighting(s, { lx: 0.78, ly: 0.12, warmth: 0.2, vignette: 0.7, leftDark: 0.88 });
  } else if (variant === 1) {
    // close-up of a row of nigiri on slate
    surface(s, 'slate', rng.fork(1));
    board(s, 1240, 560, 1500, 620, 'slate', rng.fork(2), -14);
    const tops = ['tuna', 'salmon', 'hamachi', 'aburi'] as const;
    tops.forEach((t, i) => {
      const x = 800 + i * 255;
      const y = 660 - i * 64;
      nigiri(s, rng, { x, y, rotate: 76 + rng.jitter(0, 3), scale: 1.75, lift: 1.2 }, t);
    });
    shiso(s, rng, { x: 1790, y: 560, rotate: -100, scale: 1.4 });
    ginger(s, rng, { x: 1800, y: 450, rotate: 30, scale: 1.5 });
    wasabi(s, rng, { x: 1760, y: 650, scale: 1.4 });
    chopsticks(s, rng, 900, 960, -6, 'wood', 1200);
    lighting(s, { lx: 0.72, ly: 0.08, warmth: 0.22, vignette: 0.75, leftDark: 0.9 });
  } else {
    // chef's table: bowls and small dishes seen from above
    surface(s, 'wood', rng.fork(1));
    const poke = bowl(s, 1130, 560, 330, 'charcoal', rng.fork(2), { fill: 0.88 });
    s.add('food', `<g clip-path="url(#${poke.clip})">${pokeContents(s, rng, 1130, 560, poke.inner, 'salmon')}</g>`);
    bowlContentShade(s, 1130, 560, poke.inner);
    const miso = bowl(s, 1690, 250, 215, 'black', rng.fork(3), { fill: 0.84, lacquer: true });
    s.add('food', `<g clip-path="url(#${miso.clip})">${misoContents(s, rng, 1690, 250, miso.inner)}</g>`);
    bowlContentShade(s, 1690, 250, miso.inner);
    const eda = bowl(s, 1710, 830, 195, 'sand', rng.fork(4), { fill: 0.84 });
    for (let i = 0; i < 14; i++) {
      const r = Math.sqrt((i + 0.5) / 14) * eda.inner * 0.75;
      const ang = i * 2.4;
      edamamePod(s, rng, { x: 1710 + Math.cos(ang) * r, y: 830 + Math.sin(ang) * r, rotate: rng.range(0, 360), scale: 1.3 });
    }
    teaCup(s, rng, 760, 860, 130, 'celadon', 'sencha');
    sauceDish(s, rng, 740, 200, 90, 'indigo', 'soy');
    chopsticks(s, rng, 1300, 1000, -4, 'red', 900);
    lighting(s, { lx: 0.7, ly: 0.1, warmth: 0.2, vignette: 0.7, leftDark: 0.88 });
  }
  return s;
}
