import { systemClock, type Clock } from '../clock';
import { countSteppedBack, intakeCallEnded, intakeCallStarted } from '../observability/metrics';

/**
 * How busy the intake is: platform calls being answered right now. While many arrive at once the
 * job worker steps back to a few jobs (`JobWorkerOptions.stepBack`): acknowledging an order is what
 * makes it safe (it is stored with its job, and the platform stops resending it), while processing
 * it can wait the moment the burst lasts. Hysteresis keeps the worker from flapping between
 * requests of the same burst.
 *
 * A busy spell that goes on is no longer a burst but an instance that answers slowly (a loaded
 * machine keeps more calls in flight at the same rate): stepped back for good, the worker would
 * fall behind the orders coming in. So a spell steps back for its first `maxStepBackMs` (a burst
 * shorter than that is acknowledged first throughout), and after that in every other stretch of
 * `maxStepBackMs` of the wall clock: under a load that lasts the worker runs at full strength half
 * the time.
 *
 * The stretches are the wall clock's, not the spell's, so that every instance takes the same turns:
 * instances on one machine or one database step back together, and their intakes have the cores
 * and the database to themselves, and then run their jobs together. Turns of their own would leave
 * some instance's worker at full strength through the whole of a burst, slowing every intake.
 */
export interface IntakeGauge {
  enter(): void;
  leave(): void;
  /** Calls answered right now. */
  inFlight(): number;
  /** `busyAt` calls were in flight together within the last `holdMs`, in a stepping-back stretch. */
  busy(): boolean;
}

export interface IntakeGaugeOptions {
  busyAt?: number;
  holdMs?: number;
  maxStepBackMs?: number;
  /** The wall clock whose stretches every instance shares. */
  clock?: Clock;
}

export function createIntakeGauge({
  busyAt = 8,
  holdMs = 250,
  maxStepBackMs = 5000,
  clock = systemClock,
}: IntakeGaugeOptions = {}): IntakeGauge {
  let inFlight = 0;
  let busyUntil = 0;
  let spellStart = 0;
  const isSteppingBackStretch = (now: number) => Math.floor(now / maxStepBackMs) % 2 === 0;
  return {
    enter() {
      inFlight++;
      intakeCallStarted();
      if (inFlight >= busyAt) {
        const now = clock.now();
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
      const now = clock.now();
      return now < busyUntil && (now - spellStart < maxStepBackMs || isSteppingBackStretch(now));
    },
  };
}

/**
 * Counts the time the job worker spends stepped back (`orderdesk_job_worker_stepped_back_seconds_total`),
 * looking every `everyMs`: a worker stepped back for long stretches is an instance whose orders wait
 * for their boards. Returns the stop.
 */
export function watchSteppedBack(
  gauge: Pick<IntakeGauge, 'busy'>,
  count: (seconds: number) => void = countSteppedBack,
  everyMs = 100,
): () => void {
  const timer = setInterval(() => {
    if (gauge.busy()) count(everyMs / 1000);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
