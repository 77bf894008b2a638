// Animations (docs/product.md "Constants"), never blocking rendering and not at all for people who prefer reduced
// motion. Elements opt in with data attributes:
//   data-hero   → hero entrance (0.6 s, delay 0.05 s, from 30 px below, scale 0.95): CSS
//                 (app.css "Hero entrance"), so it starts with the first paint;
//   data-reveal → scroll reveal with gsap (30 px, scale 0.98, 0.4 s power2.out, trigger 'top 85%');
//                 children of a [data-reveal-group] reveal with a 0.1 s stagger.
import type { gsap as gsapInstance } from 'gsap';
import type { ScrollTrigger as ScrollTriggerPlugin } from 'gsap/ScrollTrigger';

export const ANIMATION = { duration: 0.4, ease: 'power2.out', overwrite: 'auto' } as const;
export const SCROLL_REVEAL = { distance: 30, stagger: 0.1, start: 'top 85%', scale: 0.98 } as const;

type Gsap = typeof gsapInstance;
type ScrollTriggerType = typeof ScrollTriggerPlugin;

let loaded: Promise<{ gsap: Gsap; ScrollTrigger: ScrollTriggerType }> | null = null;
let scrollTrigger: ScrollTriggerType | null = null;

function loadGsap() {
  loaded ??= Promise.all([import('gsap'), import('gsap/ScrollTrigger')]).then(([core, trigger]) => {
    core.gsap.registerPlugin(trigger.ScrollTrigger);
    scrollTrigger = trigger.ScrollTrigger;
    return { gsap: core.gsap, ScrollTrigger: trigger.ScrollTrigger };
  });
  return loaded;
}

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

let observer: IntersectionObserver | null = null;
let stopWaiting = () => {};

/** Kills the ScrollTrigger instances and pending reveals of the page being left (docs/product.md "Navigation"). */
export function killScrollAnimations() {
  stopWaiting();
  observer?.disconnect();
  observer = null;
  scrollTrigger?.getAll().forEach((trigger) => trigger.kill());
}

/** What one trigger reveals: a group's children (staggered) or the element itself. */
function revealTargets(root: ParentNode) {
  const targets = new Map<HTMLElement, HTMLElement[]>();
  root.querySelectorAll<HTMLElement>('[data-reveal-group]:not([data-animated])').forEach((group) => {
    targets.set(
      group,
      Array.from(group.children).filter((child) => child instanceof HTMLElement),
    );
  });
  root.querySelectorAll<HTMLElement>('[data-reveal]:not([data-animated])').forEach((element) => {
    targets.set(element, [element]);
  });
  return targets;
}

/**
 * Scroll reveals for the current page (the hero entrance is CSS: it runs with the first paint).
 * Only what starts below the viewport is revealed: what the visitor already sees never blinks.
 * gsap loads once the visitor scrolls and such an element comes near, so a page that is not
 * scrolled never loads it. Safe to call after every navigation.
 */
export function animatePage(root: ParentNode = document) {
  if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
  observer?.disconnect();
  observer = null;
  const pending = new Map(
    [...revealTargets(root)].filter(([trigger]) => trigger.getBoundingClientRect().top > window.innerHeight),
  );
  if (pending.size === 0) return;
  // Nothing is loaded before the visitor scrolls.
  const start = () => {
    const current = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const trigger = entry.target;
          if (!entry.isIntersecting || !(trigger instanceof HTMLElement)) continue;
          current.unobserve(trigger);
          const targets = pending.get(trigger);
          if (targets) void reveal(targets, trigger);
        }
      },
      // Half a screen ahead: gsap is ready before the element scrolls into view.
      { rootMargin: '0px 0px 50% 0px' },
    );
    observer = current;
    pending.forEach((_targets, trigger) => current.observe(trigger));
  };
  window.addEventListener('scroll', start, { once: true, passive: true });
  stopWaiting = () => window.removeEventListener('scroll', start);
}

async function reveal(targets: HTMLElement[], trigger: HTMLElement) {
  let gsap: Gsap;
  try {
    ({ gsap } = await loadGsap());
  } catch (error) {
    console.error('Animations could not be loaded:', error); // logged only (docs/product.md "Updates and offline use")
    return;
  }
  trigger.dataset.animated = 'true';
  targets.forEach((element) => (element.dataset.animated = 'true'));
  const tween = gsap.from(targets, {
    y: SCROLL_REVEAL.distance,
    scale: SCROLL_REVEAL.scale,
    opacity: 0,
    duration: ANIMATION.duration,
    ease: ANIMATION.ease,
    overwrite: ANIMATION.overwrite,
    stagger: SCROLL_REVEAL.stagger,
    scrollTrigger: { trigger, start: SCROLL_REVEAL.start, once: true },
  });
  // The keyboard can reach a card before it has scrolled far enough to be revealed: a focused
  // element is shown at once, never left invisible.
  if (trigger.contains(document.activeElement)) tween.progress(1);
  else trigger.addEventListener('focusin', () => void tween.progress(1), { once: true });
}
