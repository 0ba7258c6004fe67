/** Number of 20 ms steps an About counter takes from 0 to its target (about 1.2 s). */
export const COUNTER_STEPS = 60;

/** The value of a counter after `step` of `steps` steps: rises evenly, ends exactly on the target. */
export function counterValue(target: number, step: number, steps: number = COUNTER_STEPS): number {
  if (steps <= 0 || step >= steps) return target;
  if (step <= 0) return 0;
  return Math.min(target, Math.ceil((target * step) / steps));
}
