import { intakeCallEnded, intakeCallStarted } from '../observability/metrics';

/**
 * How busy the intake is: platform calls being answered right now. While many arrive at once the
 * job worker steps back to a few jobs (`JobWorkerOptions.stepBack`): acknowledging an order is what
 * makes it safe (it is stored with its job, and the platform stops resending it), while processing
 * it can wait the moment the burst lasts. Hysteresis keeps the worker from flapping between
 * requests of the same burst.
 */
export interface IntakeGauge {
  enter(): void;
  leave(): void;
  /** Calls answered right now. */
  inFlight(): number;
  /** `busyAt` calls were in flight together within the last `holdMs`. */
  busy(): boolean;
}

export function createIntakeGauge(busyAt = 8, holdMs = 250): IntakeGauge {
  let inFlight = 0;
  let busyUntil = 0;
  return {
    enter() {
      inFlight++;
      intakeCallStarted();
      if (inFlight >= busyAt) busyUntil = performance.now() + holdMs;
    },
    leave() {
      inFlight = Math.max(0, inFlight - 1);
      intakeCallEnded();
    },
    inFlight: () => inFlight,
    busy: () => performance.now() < busyUntil,
  };
}
