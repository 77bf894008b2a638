// gsap animations (spec §9), loaded after the first paint so they never block rendering, and not
// at all for people who prefer reduced motion. Elements opt in with data attributes:
//   data-hero   → hero entrance (0.6 s, delay 0.05 s, from 30 px below, scale 0.95)
//   data-reveal → scroll reveal (30 px, scale 0.98, 0.4 s power2.out, trigger 'top 85%');
//                 children of a [data-reveal-group] reveal with a 0.1 s stagger.
import type { gsap as gsapInstance } from 'gsap';
import type { ScrollTrigger as ScrollTriggerPlugin } from 'gsap/ScrollTrigger';

export const ANIMATION = { duration: 0.4, ease: 'power2.out', overwrite: 'auto' } as const;
export const SCROLL_REVEAL = { distance: 30, stagger: 0.1, start: 'top 85%', scale: 0.98 } as const;
export const HERO_ENTRANCE = { duration: 0.6, delay: 0.05, offset: 30, scale: 0.95 } as const;

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

/** Kills the ScrollTrigger instances of the page being left (spec §2). */
export function killScrollAnimations() {
  scrollTrigger?.getAll().forEach((trigger) => trigger.kill());
}

/** Animates the current page's marked elements. Safe to call after every navigation. */
export async function animatePage(root: ParentNode = document) {
  if (prefersReducedMotion()) return;
  let gsap: Gsap;
  let ScrollTrigger: ScrollTriggerType;
  try {
    ({ gsap, ScrollTrigger } = await loadGsap());
  } catch (error) {
    console.error('Animations could not be loaded:', error); // spec §8: logged only
    return;
  }
  const heroes = root.querySelectorAll<HTMLElement>('[data-hero]:not([data-animated])');
  heroes.forEach((element) => (element.dataset.animated = 'true'));
  if (heroes.length > 0) {
    gsap.from(heroes, {
      y: HERO_ENTRANCE.offset,
      scale: HERO_ENTRANCE.scale,
      opacity: 0,
      duration: HERO_ENTRANCE.duration,
      delay: HERO_ENTRANCE.delay,
      ease: ANIMATION.ease,
      overwrite: ANIMATION.overwrite,
      stagger: SCROLL_REVEAL.stagger,
    });
  }
  const reveal = (targets: HTMLElement[], trigger: HTMLElement) => {
    targets.forEach((element) => (element.dataset.animated = 'true'));
    gsap.from(targets, {
      y: SCROLL_REVEAL.distance,
      scale: SCROLL_REVEAL.scale,
      opacity: 0,
      duration: ANIMATION.duration,
      ease: ANIMATION.ease,
      overwrite: ANIMATION.overwrite,
      stagger: SCROLL_REVEAL.stagger,
      scrollTrigger: { trigger, start: SCROLL_REVEAL.start, once: true },
    });
  };
  root.querySelectorAll<HTMLElement>('[data-reveal-group]:not([data-animated])').forEach((group) => {
    group.dataset.animated = 'true';
    reveal(Array.from(group.children) as HTMLElement[], group);
  });
  root
    .querySelectorAll<HTMLElement>('[data-reveal]:not([data-animated])')
    .forEach((element) => reveal([element], element));
  ScrollTrigger.refresh();
}
