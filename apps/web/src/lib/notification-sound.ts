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

/** Two short rising tones, generated on the fly so no audio file has to ship. */
export function playNotificationSound(): void {
  try {
    const ctx = audioContext();
    if (!ctx) return;
    if (ctx.state === 'suspended') void ctx.resume();
    const start = ctx.currentTime;
    [880, 1320].forEach((frequency, index) => {
      const at = start + index * 0.16;
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(frequency, at);
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.14);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.15);
    });
  } catch (error) {
    // Browsers may refuse audio before the first user gesture; the board still shows the order.
    console.warn('Notification sound could not play', error);
  }
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
