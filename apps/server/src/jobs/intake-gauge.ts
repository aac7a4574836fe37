import { intakeCallEnded, intakeCallStarted } from '../observability/metrics';

/**
 * How busy the intake is: platform calls being answered right now. While many arrive at once the
 * job worker steps back to a few jobs (`JobWorkerOptions.stepBack`): acknowledging an order is what
 * makes it safe (it is stored with its job, and the platform stops resending it), while processing
 * it can wait the moment the burst lasts. Hysteresis keeps the worker from flapping between
 * requests of the same burst.
 *
 * A busy spell that goes on is no longer a burst but an instance that answers slowly (a loaded
 * machine keeps more calls in flight at the same rate): stepped back for good, the worker would
 * fall behind the orders coming in. So within one spell the gauge says busy for `maxStepBackMs`,
 * then quiet for as long, and so on: a burst shorter than that is acknowledged first throughout,
 * and under a load that lasts the worker runs at full strength at least half the time.
 */
export interface IntakeGauge {
  enter(): void;
  leave(): void;
  /** Calls answered right now. */
  inFlight(): number;
  /** `busyAt` calls were in flight together within the last `holdMs`, in a stepping-back part of the spell. */
  busy(): boolean;
}

export function createIntakeGauge(busyAt = 8, holdMs = 250, maxStepBackMs = 5000): IntakeGauge {
  let inFlight = 0;
  let busyUntil = 0;
  let spellStart = 0;
  return {
    enter() {
      inFlight++;
      intakeCallStarted();
      if (inFlight >= busyAt) {
        const now = performance.now();
        if (now >= busyUntil) spellStart = now;
        busyUntil = now + holdMs;
      }
    },
    leave() {
      inFlight = Math.max(0, inFlight - 1);
      intakeCallEnded();
    },
    inFlight: () => inFlight,
    busy: () => {
      const now = performance.now();
      return now < busyUntil && (now - spellStart) % (2 * maxStepBackMs) < maxStepBackMs;
    },
  };
}
