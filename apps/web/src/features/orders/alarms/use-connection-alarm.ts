import { useEffect, useRef } from 'react';
import { useHubLiveness } from '../../../hub';
import { playAlarmSound } from '../../../lib/notification-sound';

/** A lost connection sounds once it has lasted this long (a blip passes in silence)... */
export const CONNECTION_ALARM_AFTER_MS = 30_000;
/** ...and again this often until it is back. */
export const CONNECTION_ALARM_REPEAT_MS = 30_000;

/**
 * The lost-connection alarm: while the venue's hub connection is lost, its own sound once the loss has
 * lasted CONNECTION_ALARM_AFTER_MS, then every CONNECTION_ALARM_REPEAT_MS until it is live again. Like
 * the cancellation alarm it does not depend on the new-order sound setting.
 */
export function useConnectionAlarm(play: () => void = () => playAlarmSound('connectionLost')): void {
  const playRef = useRef(play);
  playRef.current = play;
  const { status, lostAt } = useHubLiveness();
  const lost = status === 'reconnecting' && lostAt !== null;
  useEffect(() => {
    if (!lost || lostAt === null) return;
    let repeat: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(
      () => {
        playRef.current();
        repeat = setInterval(() => playRef.current(), CONNECTION_ALARM_REPEAT_MS);
      },
      Math.max(0, lostAt + CONNECTION_ALARM_AFTER_MS - Date.now()),
    );
    return () => {
      clearTimeout(first);
      clearInterval(repeat);
    };
  }, [lost, lostAt]);
}
