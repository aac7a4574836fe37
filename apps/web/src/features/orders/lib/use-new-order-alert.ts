import { useCallback, useEffect, useRef, useState } from 'react';
import {
  audioPermission,
  onAudioPermissionChange,
  playNotificationSound,
  unlockAudio,
} from '../../../lib/notification-sound';

/** How often the sound repeats while a new order waits for someone to touch the board. */
export const ALERT_REPEAT_MS = 5_000;

export interface SoundPort {
  play: () => void;
  permission: () => 'running' | 'blocked' | 'unavailable';
  unlock: () => Promise<boolean>;
  onPermissionChange: (listener: () => void) => () => void;
}

const browserSound: SoundPort = {
  play: playNotificationSound,
  permission: audioPermission,
  unlock: unlockAudio,
  onPermissionChange: onAudioPermissionChange,
};

export interface NewOrderAlert {
  /** A new order came in and nobody has touched the board since: the sound repeats. */
  ringing: boolean;
  /** The browser refuses to play sound until the person allows it (autoplay policy). */
  blocked: boolean;
  /** Allows sound; call it from a click. */
  enableSound: () => void;
}

/**
 * The new-order sound: when an order id appears in `incomingIds` that was not there before, the sound
 * plays and repeats every ALERT_REPEAT_MS until someone touches the board (a click, a tap or a key).
 * The first list seen is taken as known, so opening the board is silent. When the browser blocks
 * audio, `blocked` says so and `enableSound` (from a click) lifts it.
 */
export function useNewOrderAlert(
  incomingIds: readonly number[] | undefined,
  enabled: boolean,
  sound: SoundPort | (() => void) = browserSound,
): NewOrderAlert {
  const port: SoundPort = typeof sound === 'function' ? { ...browserSound, play: sound } : sound;
  const portRef = useRef(port);
  portRef.current = port;
  const known = useRef<Set<number> | null>(null);
  const [ringing, setRinging] = useState(false);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    if (!incomingIds) return;
    const previous = known.current;
    known.current = new Set(incomingIds);
    if (!previous || !enabled) return;
    if (incomingIds.some((id) => !previous.has(id))) {
      portRef.current.play();
      setRinging(true);
    }
  }, [incomingIds, enabled]);

  // Repeats while ringing.
  useEffect(() => {
    if (!ringing || !enabled) return;
    const id = setInterval(() => portRef.current.play(), ALERT_REPEAT_MS);
    return () => clearInterval(id);
  }, [ringing, enabled]);

  // Whether the browser lets us play: checked when the board opens and whenever it changes.
  useEffect(() => {
    if (!enabled) {
      setBlocked(false);
      return;
    }
    const check = () => setBlocked(portRef.current.permission() === 'blocked');
    check();
    return portRef.current.onPermissionChange(check);
  }, [enabled]);

  // Someone touched the board: the sound stops, and a touch is also the gesture audio may need.
  useEffect(() => {
    const touched = () => {
      setRinging(false);
      if (enabled && portRef.current.permission() === 'blocked') void portRef.current.unlock();
    };
    document.addEventListener('pointerdown', touched, true);
    document.addEventListener('keydown', touched, true);
    return () => {
      document.removeEventListener('pointerdown', touched, true);
      document.removeEventListener('keydown', touched, true);
    };
  }, [enabled]);

  const enableSound = useCallback(() => {
    void portRef.current.unlock().then((ok) => {
      setBlocked(!ok);
      if (ok) portRef.current.play();
    });
  }, []);

  return { ringing: ringing && enabled, blocked: blocked && enabled, enableSound };
}
