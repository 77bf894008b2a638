// Moving between steps (docs/product.md "The request form"): a 0.6 s slide (none with reduced
// motion), then the focus on the new step's heading; after a check, the first invalid field.
import { useRef, useState } from 'react';
import type { RequestFormApi } from './form-kit';

export const SLIDE_DURATION_S = 0.6; // docs/product.md "Constants"

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function useStepMotion(formId: string, form: RequestFormApi) {
  const [step, setStep] = useState(0);
  const [sliding, setSliding] = useState(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  /** Slides to `next`; the buttons wait while it runs. */
  const slideTo = (next: number) => {
    const reduced = prefersReducedMotion();
    setStep(next);
    if (!reduced) {
      setSliding(true);
      window.setTimeout(() => setSliding(false), SLIDE_DURATION_S * 1000);
    }
    window.setTimeout(() => stepHeading.current?.focus(), reduced ? 0 : SLIDE_DURATION_S * 1000);
  };

  /** Focuses the first of `names` that shows a message (once React has rendered it). */
  const focusFirstInvalid = (names: string[]) => {
    window.setTimeout(() => {
      const first = names.find((name) => (form.getFieldMeta(name)?.errors.length ?? 0) > 0);
      if (first) document.getElementById(`${formId}-${first}`)?.focus();
    }, 0);
  };

  return { step, setStep, sliding, stepHeading, slideTo, focusFirstInvalid };
}

export type StepMotion = ReturnType<typeof useStepMotion>;
