// The celebration after a successful submit (docs/product.md "Submitting"): effects basic, burst, firework and
// streamers, 3000 ms by default; nothing for people who prefer reduced motion.
export type ConfettiEffect = 'basic' | 'burst' | 'firework' | 'streamers';
export const CONFETTI_DEFAULT_DURATION_MS = 3000;
const COLOURS = ['#b8391a', '#e4572e', '#f6f1ea', '#1f4450', '#f2a58d'];

export async function launchConfetti(effect: ConfettiEffect = 'burst', durationMs = CONFETTI_DEFAULT_DURATION_MS) {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  // A celebration that cannot load is skipped, never a reason to reload the page.
  const loaded = await import('canvas-confetti').catch(() => null);
  if (!loaded) return;
  const confetti = loaded.default;
  const end = Date.now() + durationMs;
  const base = { colors: COLOURS, disableForReducedMotion: true, zIndex: 2000 };
  switch (effect) {
    case 'basic':
      void confetti({ ...base, particleCount: 100, spread: 70, origin: { y: 0.6 } });
      return;
    case 'burst':
      void confetti({ ...base, particleCount: 160, spread: 100, startVelocity: 45, origin: { y: 0.7 } });
      return;
    case 'firework': {
      const timer = window.setInterval(() => {
        if (Date.now() > end) return window.clearInterval(timer);
        void confetti({
          ...base,
          particleCount: 40,
          spread: 360,
          startVelocity: 30,
          ticks: 60,
          origin: { x: Math.random(), y: Math.random() * 0.5 },
        });
      }, 250);
      return;
    }
    case 'streamers': {
      const frame = () => {
        void confetti({ ...base, particleCount: 3, angle: 60, spread: 55, origin: { x: 0 } });
        void confetti({ ...base, particleCount: 3, angle: 120, spread: 55, origin: { x: 1 } });
        if (Date.now() < end) requestAnimationFrame(frame);
      };
      frame();
    }
  }
}
