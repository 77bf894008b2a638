// Moving between steps (docs/product.md "The request form"): a 0.6 s slide (none with reduced
// motion); the focus goes to the new step's heading the moment the step changes (the buttons it
// came from are locked during the slide, and a locked button would drop it on the page), and the
// heading is scrolled into view once the slide is over. After a check, the first invalid field.
import { useLayoutEffect, useRef, useState } from 'react';
import type { RequestFormApi } from './form-kit';

export const SLIDE_DURATION_S = 0.6; // docs/product.md "Constants"

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** `focusOnMount`: the drawer's form takes the focus when it appears (the page's form does not). */
export function useStepMotion(formId: string, form: RequestFormApi, { focusOnMount = false } = {}) {
  const [step, setStep] = useState(0);
  const [sliding, setSliding] = useState(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  /** The heading to focus after the next commit: set on mount (drawer) and by every slide. */
  const focusPending = useRef(focusOnMount);

  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    stepHeading.current?.focus({ preventScroll: true });
  }, [step]);

  /** Slides to `next`; the buttons wait while it runs. */
  const slideTo = (next: number) => {
    const reduced = prefersReducedMotion();
    focusPending.current = true;
    setStep(next);
    if (!reduced) {
      setSliding(true);
      window.setTimeout(() => setSliding(false), SLIDE_DURATION_S * 1000);
    }
    window.setTimeout(
      () => stepHeading.current?.scrollIntoView({ block: 'nearest' }),
      reduced ? 0 : SLIDE_DURATION_S * 1000,
    );
  };

  /** Focuses the first of `names` that shows a message (once React has rendered it). */
  const focusFirstInvalid = (names: string[]) => {
    window.setTimeout(() => {
      // The attachments are no field of the form: named, they show their own message (decision 041).
      const first = names.find((name) => name === 'attachments' || (form.getFieldMeta(name)?.errors.length ?? 0) > 0);
      if (first) document.getElementById(`${formId}-${first}`)?.focus();
    }, 0);
  };

  return { step, setStep, sliding, stepHeading, slideTo, focusFirstInvalid };
}

export type StepMotion = ReturnType<typeof useStepMotion>;
