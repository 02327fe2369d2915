/**
 * A short two-tone chime made with Web Audio (no sound file to ship). Browsers only let audio start
 * after a user gesture, so the context is created on the first click on the board and reused.
 */
let context: AudioContext | null = null;

export function unlockAudio(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
}

/** loud: the acceptance promise's reminder: three tones, louder, for an order nobody accepts. */
export function playNewOrderBeep({ loud = false }: { loud?: boolean } = {}): void {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  const tones: readonly (readonly [number, number])[] = loud
    ? [
        [0, 988],
        [0.18, 1480],
        [0.36, 1976],
      ]
    : [
        [0, 880],
        [0.18, 1320],
      ];
  for (const [offset, frequency] of tones) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(loud ? 0.6 : 0.25, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.18);
  }
}
