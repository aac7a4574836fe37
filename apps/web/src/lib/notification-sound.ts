type AudioContextConstructor = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor: AudioContextConstructor | undefined =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

/** One tone of an alarm: its pitch, when it starts after the first and how long it sounds (seconds). */
interface Tone {
  frequency: number;
  at: number;
  length: number;
}

/**
 * The board's alarms, each its own pattern so a kitchen tells them apart without looking: a new order
 * is two short rising chimes; a cancelled order three falling buzzes, harsher (square wave) and longer;
 * a lost connection one low long tone twice.
 */
export type AlarmSound = 'newOrder' | 'cancelled' | 'connectionLost';

const ALARM_PATTERNS: Record<AlarmSound, { wave: OscillatorType; tones: readonly Tone[] }> = {
  newOrder: {
    wave: 'sine',
    tones: [
      { frequency: 880, at: 0, length: 0.15 },
      { frequency: 1320, at: 0.16, length: 0.15 },
    ],
  },
  cancelled: {
    wave: 'square',
    tones: [
      { frequency: 784, at: 0, length: 0.22 },
      { frequency: 587, at: 0.26, length: 0.22 },
      { frequency: 392, at: 0.52, length: 0.4 },
    ],
  },
  connectionLost: {
    wave: 'triangle',
    tones: [
      { frequency: 330, at: 0, length: 0.5 },
      { frequency: 330, at: 0.7, length: 0.5 },
    ],
  },
};

/** Plays one of the alarms, generated on the fly so no audio file has to ship. */
export function playAlarmSound(kind: AlarmSound): void {
  try {
    const ctx = audioContext();
    if (!ctx) return;
    if (ctx.state === 'suspended') void ctx.resume();
    const start = ctx.currentTime;
    const { wave, tones } = ALARM_PATTERNS[kind];
    for (const tone of tones) {
      const at = start + tone.at;
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = wave;
      oscillator.frequency.setValueAtTime(tone.frequency, at);
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + tone.length - 0.01);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(at);
      oscillator.stop(at + tone.length);
    }
  } catch (error) {
    // Browsers may refuse audio before the first user gesture; the board still shows what happened.
    console.warn('Alarm sound could not play', error);
  }
}

/** The new-order sound (the spec's sound notification). */
export function playNotificationSound(): void {
  playAlarmSound('newOrder');
}

/**
 * Whether the browser lets the page play sound now. Browsers start audio suspended until the person
 * touches the page (autoplay policy); `blocked` is that state, `unavailable` a browser without Web Audio.
 */
export type AudioPermission = 'running' | 'blocked' | 'unavailable';

export function audioPermission(): AudioPermission {
  try {
    const ctx = audioContext();
    if (!ctx) return 'unavailable';
    return ctx.state === 'running' ? 'running' : 'blocked';
  } catch {
    return 'unavailable';
  }
}

/** Asks for sound; only works inside a user gesture (a click). Resolves to whether sound now plays. */
export async function unlockAudio(): Promise<boolean> {
  const ctx = audioContext();
  if (!ctx) return false;
  try {
    await ctx.resume();
  } catch {
    return false;
  }
  return ctx.state === 'running';
}

/** Calls `listener` whenever the audio permission may have changed; returns the unsubscribe. */
export function onAudioPermissionChange(listener: () => void): () => void {
  const ctx = audioContext();
  if (!ctx) return () => undefined;
  ctx.addEventListener('statechange', listener);
  return () => ctx.removeEventListener('statechange', listener);
}
