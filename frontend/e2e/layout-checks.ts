// Checks that look at the screen as a visitor sees it (issue "Every page right on every screen"):
// each returns human-readable problems, "element, where, how far", so that a failed test says what
// to fix. They measure the rendered page (client rects, elementFromPoint, layout-shift entries);
// README "Testing" lists what they hold a page to.
import type { Page } from 'playwright-core';

/** A page, or a frame inside one (the admin's Live Preview pane): what the checks evaluate in. */
type Inspectable = Pick<Page, 'evaluate'>;

/** Widths up to this one are phones: every control needs a 44 × 44 px target there. */
export const PHONE_MAX_WIDTH = 390;
/** WCAG 2.2 target size: 44 px for controls on a phone, 24 px everywhere else and for links in running text. */
export const PHONE_TARGET_PX = 44;
export const MIN_TARGET_PX = 24;
/** Cumulative layout shift over a full scroll, largest session window (as Core Web Vitals count it). */
export const MAX_CLS = 0.05;

/** The site's sticky header. */
export const HEADER = 'header';

export interface CheckScope {
  /** Only this part of the page is checked for text, controls and cover (an open dialog over the page). */
  root?: string;
}

/**
 * Horizontal overflow, text over text, controls too small or outside their container, a form's
 * primary action covered, and anything over the sticky header's controls (when no dialog is open).
 * The page is checked as it is (scroll it to the top first); it is scrolled back to the top after.
 */
export async function layoutProblems(page: Inspectable, scope: CheckScope = {}): Promise<string[]> {
  const problems = await page.evaluate(inspectLayout, {
    root: scope.root ?? null,
    phoneMaxWidth: PHONE_MAX_WIDTH,
    phoneTarget: PHONE_TARGET_PX,
    minTarget: MIN_TARGET_PX,
  });
  // Nothing over the header's controls; a dialog is an intended cover, its own controls are checked instead.
  return [...problems, ...(await coveredControls(page, scope.root))];
}

/**
 * Controls of the sticky header (or of `root`, an open dialog, outside its scrolling part) that
 * something else covers; for the header, any part of it that something covers too.
 */
export async function coveredControls(page: Inspectable, root?: string): Promise<string[]> {
  return page.evaluate(inspectCover, { selector: root ?? HEADER, wholeBox: root === undefined });
}

/**
 * Each element of `selectors` (a first match each) that is not whole in the first view: the page at
 * the top, inside the viewport, below the sticky header, and itself the element at its centre.
 */
export async function outsideFirstView(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate(inspectFirstView, { selectors, header: HEADER });
}

export interface ScrollReport {
  /** Documents loaded again because Chromium stopped drawing the first one (0 but rarely, at most 1). */
  reloads: number;
  cls: number;
  /** The shifts of the largest session window, largest first: value and what moved. */
  shifts: string[];
  heightBefore: number;
  heightAfter: number;
}

/** How the scroll's wait for a frame fails: the start of its message (measureScroll's `frames`). */
const NO_FRAME = 'the page rendered no frame';

/**
 * Scrolls to the bottom a viewport at a time, as a reader does, and sums the layout shifts not
 * caused by input (the load's own included) into CLS; the page ends scrolled back to the top.
 *
 * Headless Chromium with software compositing now and then stops drawing one document for good
 * while the page itself is idle and visible: about once in 1,000–2,000 loads on a busy 2-core
 * machine, at any scroll position, with no image near the screen; a screenshot, a resize or
 * bringing the page to the front draws nothing either, and a new document draws at once
 * (docs/decisions/026-tests-wait-for-a-state.md). Such a document is loaded again and measured
 * anew, once, and the report says so; a page that renders no frame again fails, named as before.
 */
export async function scrollAndMeasureShifts(page: Page, waitLimit = WAIT_LIMIT_MS): Promise<ScrollReport> {
  try {
    return { reloads: 0, ...(await page.evaluate(measureScroll, waitLimit)) };
  } catch (error) {
    if (!(error instanceof Error && error.message.includes(`${NO_FRAME} in`) && error.message.includes('(visible)')))
      throw error;
    console.warn(`${page.url()}: Chromium stopped drawing the page (${error.message.split('\n')[0]}); loaded again`);
    await page.reload({ waitUntil: 'load' });
    await settle(page, waitLimit);
    return { reloads: 1, ...(await page.evaluate(measureScroll, waitLimit)) };
  }
}

export function clsProblems(report: ScrollReport): string[] {
  const problems: string[] = [];
  if (report.cls > MAX_CLS)
    problems.push(`CLS over a full scroll is ${report.cls.toFixed(3)} (> ${MAX_CLS}): ${report.shifts.join('; ')}`);
  if (Math.abs(report.heightAfter - report.heightBefore) > 2)
    problems.push(`page height changed while scrolling: ${report.heightBefore} → ${report.heightAfter} px`);
  return problems;
}

/**
 * How long any one wait of these checks may take (web fonts, an animation, an image near the
 * screen, a rendered frame) before it fails, saying which wait and on what: a stuck wait is a
 * problem of the page, named at once, not a test that runs into its own time limit.
 */
export const WAIT_LIMIT_MS = 10_000;

/**
 * Brings the page to rest: waits for its web fonts, then ends every finite animation and transition
 * under way (the hero's entrance, a step's slide) at its last frame, as Playwright does for a
 * screenshot, instead of waiting out its duration: the checks look at where things come to rest;
 * the motion itself is site.test.ts's. Throws, naming the fonts or the animations, when they are not
 * done within `waitLimit` ms.
 */
export async function settle(page: Inspectable, waitLimit = WAIT_LIMIT_MS) {
  await page.evaluate(async (limit) => {
    const seconds = `${limit / 1000} s`;
    /** `promise`, or an error saying `stuck()` once `limit` ms have passed without it settling. */
    const within = <T>(promise: Promise<T>, stuck: () => string) =>
      new Promise<T>((resolve, reject) => {
        const deadline = AbortSignal.timeout(limit);
        deadline.addEventListener('abort', () => reject(new Error(stuck())), { once: true });
        promise.then(resolve, reject);
      });
    await within(
      document.fonts.ready,
      () =>
        `web fonts not ready in ${seconds}: ${
          [...document.fonts]
            .filter((face) => face.status === 'loading')
            .map((face) => `${face.family} ${face.weight} ${face.style}`)
            .join(', ') || 'no face is loading'
        }`,
    );
    const describe = (animation: Animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const name =
        animation instanceof CSSAnimation
          ? `animation ${animation.animationName}`
          : animation instanceof CSSTransition
            ? `transition of ${animation.transitionProperty}`
            : `animation ${animation.id || '(script)'}`;
      const where = target
        ? `${target.tagName.toLowerCase()}${[...target.classList].map((c) => `.${c}`).join('')}`
        : 'nothing';
      const timing = animation.effect?.getComputedTiming();
      return `${name} on ${where} (${animation.playState}, at ${Math.round(Number(animation.currentTime ?? 0))} of ${Math.round(Number(timing?.endTime ?? 0))} ms)`;
    };
    // Running ones (a paused one stays where it is: nothing on the site pauses one); an endless
    // one, a spinner, has no end to go to.
    const finite = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
      );
    for (const animation of finite) {
      try {
        animation.finish();
      } catch {
        // One that cannot end (a playback rate of 0) is named by the wait below.
      }
    }
    await within(
      Promise.allSettled(finite.map((animation) => animation.finished)),
      () =>
        `animations not finished in ${seconds}: ${finite
          .filter((animation) => animation.playState === 'running')
          .map(describe)
          .join('; ')}`,
    );
  }, waitLimit);
}

// Everything below runs inside the page (page.evaluate): self-contained, no imports.

interface InspectOptions {
  root: string | null;
  phoneMaxWidth: number;
  phoneTarget: number;
  minTarget: number;
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

function inspectLayout(options: InspectOptions): string[] {
  const problems: string[] = [];
  const vw = document.documentElement.clientWidth;
  const root = options.root ? document.querySelector(options.root) : document.body;
  if (!root) return [`nothing matches ${options.root}`];

  const describe = (element: Element) => {
    let name = element.tagName.toLowerCase();
    if (element.id) name += `#${element.id}`;
    const classes = [...element.classList].slice(0, 2);
    if (classes.length > 0) name += `.${classes.join('.')}`;
    const text = (
      element.getAttribute('aria-label') ??
      ((element as HTMLElement).innerText || element.getAttribute('placeholder') || '')
    )
      .replace(/\s+/g, ' ')
      .trim();
    if (text) name += ` "${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
    return name;
  };
  const where = (box: Box) =>
    `x ${Math.round(box.left)}–${Math.round(box.right)} (${Math.round(box.right - box.left)} px wide), y ${Math.round(box.top + window.scrollY)}–${Math.round(box.bottom + window.scrollY)}`;
  const styleOf = (element: Element) => getComputedStyle(element);
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    right: Math.min(a.right, b.right),
    top: Math.max(a.top, b.top),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const isEmpty = (box: Box) => box.right - box.left < 1 || box.bottom - box.top < 1;

  /** The part of the page a box can show in: its ancestors' clipping boxes (not the root's, whose clip is what we look for). */
  const clipCache = new Map<Element, Box>();
  const clipOf = (element: Element): Box => {
    const cached = clipCache.get(element);
    if (cached) return cached;
    let clip: Box = { left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity };
    const style = styleOf(element);
    const parent = element.parentElement;
    if (style.position !== 'fixed' && parent && parent !== document.body && parent !== document.documentElement) {
      clip = clipOf(parent);
      const parentStyle = styleOf(parent);
      if (parentStyle.overflowX !== 'visible' || parentStyle.overflowY !== 'visible') {
        const rect = parent.getBoundingClientRect();
        const own: Box = { ...clip };
        if (parentStyle.overflowX !== 'visible') Object.assign(own, { left: rect.left, right: rect.right });
        if (parentStyle.overflowY !== 'visible') Object.assign(own, { top: rect.top, bottom: rect.bottom });
        clip = intersect(clip, own);
      }
    }
    if (style.clip !== 'auto' && style.position === 'absolute') clip = { left: 0, right: 0, top: 0, bottom: 0 };
    clipCache.set(element, clip);
    return clip;
  };
  const seen = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });
  const shownBox = (element: Element): Box | null => {
    if (!seen(element)) return null;
    const box = intersect(element.getBoundingClientRect(), clipOf(element));
    return isEmpty(box) ? null : box;
  };
  const scrollerBetween = (element: Element, top: Element) => {
    for (let node = element.parentElement; node && node !== top; node = node.parentElement) {
      const style = styleOf(node);
      if (['auto', 'scroll'].includes(style.overflowX) && node.scrollWidth > node.clientWidth) return true;
    }
    return false;
  };

  // 1. Horizontal overflow: the document scrolls sideways, or something visible runs past an edge.
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > vw) problems.push(`page scrolls sideways: ${scrollWidth} px wide in a ${vw} px viewport`);
  const sticking = new Set<Element>();
  for (const element of document.body.querySelectorAll('*')) {
    const box = shownBox(element);
    if (!box || box.right <= 0 || box.left >= vw) continue; // not shown, or entirely off screen on purpose
    if (box.left >= -1 && box.right <= vw + 1) continue;
    let ancestor = element.parentElement;
    while (ancestor && !sticking.has(ancestor)) ancestor = ancestor.parentElement;
    sticking.add(element);
    if (ancestor) continue; // its container is reported already
    problems.push(
      `${describe(element)} sticks out of the ${vw} px viewport: ${where(box)}${box.left < -1 ? `, ${Math.round(-box.left)} px past the left edge` : ''}${box.right > vw + 1 ? `, ${Math.round(box.right - vw)} px past the right edge` : ''}`,
    );
  }

  // 2. Text over text: line boxes of text in different blocks that intersect (same layer only:
  // the sticky header over the page and fixed overlays are the cover check's business).
  const blockOf = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement)
      if (!['inline', 'contents'].includes(styleOf(node).display)) return node;
    return document.body;
  };
  const layerOf = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement)
      if (['fixed', 'sticky'].includes(styleOf(node).position)) return node;
    return null;
  };
  interface Line extends Box {
    element: Element;
    block: Element;
    layer: Element | null;
    text: string;
  }
  const lines: Line[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const element = node.parentElement;
    if (!text || !element || element.closest('script, style, noscript, template, [inert]')) continue;
    if (!shownBox(element)) continue;
    const clip = clipOf(element);
    const elementStyle = styleOf(element);
    const elementClip =
      elementStyle.overflowX !== 'visible' || elementStyle.overflowY !== 'visible'
        ? intersect(clip, element.getBoundingClientRect())
        : clip;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      const box = intersect(rect, elementClip);
      if (box.right - box.left < 2 || box.bottom - box.top < 2) continue;
      lines.push({ ...box, element, block: blockOf(element), layer: layerOf(element), text });
    }
  }
  lines.sort((a, b) => a.top - b.top);
  const overlapping = new Set<string>();
  for (let i = 0; i < lines.length; i += 1) {
    const a = lines[i]!;
    for (let j = i + 1; j < lines.length && lines[j]!.top < a.bottom; j += 1) {
      const b = lines[j]!;
      if (a.block === b.block || a.layer !== b.layer) continue;
      if (a.block.contains(b.block) || b.block.contains(a.block)) {
        // A block's own text and a nested block's: overlapping only if the boxes really cross.
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      }
      const both = intersect(a, b);
      const minHeight = Math.min(a.bottom - a.top, b.bottom - b.top);
      if (both.right - both.left <= 3 || both.bottom - both.top <= Math.max(3, minHeight * 0.25)) continue;
      const key = `${describe(a.element)}|${describe(b.element)}`;
      if (overlapping.has(key)) continue;
      overlapping.add(key);
      problems.push(
        `text overlaps text: ${describe(a.element)} (${where(a)}) and ${describe(b.element)} (${where(b)})`,
      );
    }
  }

  // 3. Controls: big enough to hit, not squashed, inside their container and the viewport.
  const phone = vw <= options.phoneMaxWidth;
  const controls = root.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="radio"], [role="checkbox"], [tabindex]:not([tabindex="-1"])',
  );
  const union = (boxes: Box[]): Box | null =>
    boxes.length === 0
      ? null
      : boxes.reduce((a, b) => ({
          left: Math.min(a.left, b.left),
          right: Math.max(a.right, b.right),
          top: Math.min(a.top, b.top),
          bottom: Math.max(a.bottom, b.bottom),
        }));
  const isCard = (style: CSSStyleDeclaration) =>
    (style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent') ||
    parseFloat(style.borderLeftWidth) > 0 ||
    style.boxShadow !== 'none';
  for (const control of controls) {
    if (control.closest('[inert]')) continue;
    const input = control instanceof HTMLInputElement ? control : null;
    const choice = input && (input.type === 'radio' || input.type === 'checkbox');
    const ownBox = shownBox(control);
    // A radio or checkbox is hit through its label too; a visually hidden one only through it.
    const labelBoxes = choice ? [...(input.labels ?? [])].map(shownBox).filter((box): box is Box => box !== null) : [];
    const target = union([...(ownBox ? [ownBox] : []), ...labelBoxes]);
    if (!target || target.bottom + window.scrollY < 0 || target.right <= 0 || target.left >= vw) continue;
    const name = describe(choice && input.labels?.[0] ? input.labels[0] : control);
    const style = styleOf(control);
    const inline =
      control.tagName === 'A' &&
      style.display === 'inline' &&
      ((blockOf(control) as HTMLElement).innerText ?? '').trim().length >
        ((control as HTMLElement).innerText ?? '').trim().length + 10;
    const needed = inline ? options.minTarget : phone ? options.phoneTarget : options.minTarget;
    const lineHeights = inline ? [...control.getClientRects()].map((rect) => rect.height) : [];
    // Its size unclipped: a control half scrolled out of its box is still that big.
    const full = union([
      ...(ownBox ? [control.getBoundingClientRect()] : []),
      ...(choice
        ? [...(input.labels ?? [])].filter((label) => shownBox(label)).map((label) => label.getBoundingClientRect())
        : []),
    ])!;
    const width = full.right - full.left;
    const height = inline ? Math.max(...lineHeights, 0) : full.bottom - full.top;
    if (width < needed - 0.5 || height < needed - 0.5)
      problems.push(
        `${name} is ${Math.round(width)} × ${Math.round(height)} px, under the ${needed} × ${needed} px ${inline ? 'of a link in running text' : phone ? 'of a control on a phone' : 'minimum'} (${where(full)})`,
      );
    if (choice && ownBox && style.appearance !== 'none') {
      const rect = control.getBoundingClientRect();
      if (Math.abs(rect.width - rect.height) > 2)
        problems.push(
          `${name}: its ${input.type} is squashed to ${Math.round(rect.width)} × ${Math.round(rect.height)} px`,
        );
    }
    if (ownBox && (ownBox.left < -1 || ownBox.right > vw + 1))
      problems.push(`${name} runs past the viewport's edge (${where(ownBox)}, viewport ${vw} px)`);
    // Placed on purpose (a close badge on a card's corner), or in a part that scrolls sideways.
    if (!ownBox || ['absolute', 'fixed'].includes(style.position) || scrollerBetween(control, document.body)) continue;
    const rect = control.getBoundingClientRect();
    for (
      let container = control.parentElement;
      container && container !== document.body;
      container = container.parentElement
    ) {
      const containerStyle = styleOf(container);
      if (['inline', 'contents'].includes(containerStyle.display)) continue;
      const nearest = container === blockOf(control.parentElement ?? control);
      if (!nearest && !isCard(containerStyle)) continue;
      const box = container.getBoundingClientRect();
      if (rect.left < box.left - 1 || rect.right > box.right + 1) {
        problems.push(`${name} (${where(rect)}) is not inside its container ${describe(container)} (${where(box)})`);
        break;
      }
    }
  }

  // 4. A form's primary action can be pressed: scrolled into view, the point at its centre is it.
  const forms = [
    ...(root.matches('form') ? [root] : []),
    ...root.querySelectorAll('form'),
    ...(options.root ? [root] : []),
  ];
  const actions = new Set<HTMLElement>();
  for (const form of forms) {
    for (const button of form.querySelectorAll<HTMLElement>('button, input[type="submit"]')) {
      const text = (button.innerText || (button as HTMLInputElement).value || '').trim();
      const submit = button.matches('button:not([type]), button[type="submit"], input[type="submit"]');
      if ((submit || /^(Next|Submit|Send)\b/.test(text)) && !button.closest('[inert]') && shownBox(button))
        actions.add(button);
    }
  }
  for (const action of actions) {
    action.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    const rect = action.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(hit === action || action.contains(hit)))
      problems.push(
        `primary action ${describe(action)} cannot be pressed: at its centre (${Math.round(x)}, ${Math.round(y + window.scrollY)}) is ${hit ? describe(hit) : 'nothing'}`,
      );
  }
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  for (const scroller of root.querySelectorAll('*')) if (scroller.scrollTop > 0) scroller.scrollTop = 0;
  return problems;
}

function inspectFirstView({ selectors, header }: { selectors: string[]; header: string }): string[] {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  const top = document.querySelector(header)?.getBoundingClientRect().bottom ?? 0;
  const height = document.documentElement.clientHeight;
  const width = document.documentElement.clientWidth;
  const problems: string[] = [];
  for (const selector of selectors) {
    const element = document.querySelector(selector);
    if (!element) {
      problems.push(`${selector}: not on the page`);
      continue;
    }
    const box = element.getBoundingClientRect();
    const where = `y ${Math.round(box.top)}–${Math.round(box.bottom)}, x ${Math.round(box.left)}–${Math.round(box.right)}`;
    if (box.width < 1 || box.height < 1) problems.push(`${selector} is not shown`);
    else if (box.top < top - 1 || box.bottom > height + 1 || box.left < -1 || box.right > width + 1)
      problems.push(
        `${selector} (${where}) is not in the first view (y ${Math.round(top)}–${height} under the header)`,
      );
    else {
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !(hit === element || element.contains(hit)))
        problems.push(
          `${selector} (${where}) is covered at its centre by ${hit ? hit.tagName.toLowerCase() : 'nothing'}`,
        );
    }
  }
  return problems;
}

/** The controls of `selector` (those not inside a scrolling part) that something else covers at their centre. */
function inspectCover({ selector, wholeBox }: { selector: string; wholeBox: boolean }): string[] {
  const container = document.querySelector(selector);
  if (!container) return [];
  const problems: string[] = [];
  const describe = (element: Element) => {
    let name = element.tagName.toLowerCase();
    const classes = [...element.classList].slice(0, 2);
    if (classes.length > 0) name += `.${classes.join('.')}`;
    const text = (element.getAttribute('aria-label') ?? ((element as HTMLElement).innerText || ''))
      .replace(/\s+/g, ' ')
      .trim();
    if (text) name += ` "${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
    return name;
  };
  const inScroller = (element: Element) => {
    for (let node = element.parentElement; node && node !== container; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (['auto', 'scroll'].includes(style.overflowY) || ['auto', 'scroll'].includes(style.overflowX)) return true;
    }
    return false;
  };
  for (const control of container.querySelectorAll<HTMLElement>('a[href], button, summary, [role="button"]')) {
    if (control.closest('[inert]') || inScroller(control)) continue;
    if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const rect = control.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2) continue;
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) continue;
    const hit = document.elementFromPoint(x, y);
    if (hit && (control === hit || control.contains(hit))) continue;
    // A skip link parked off screen until focused is not a control a visitor sees.
    if (rect.bottom <= 0) continue;
    problems.push(
      `${describe(control)} is covered: at its centre (${Math.round(x)}, ${Math.round(y)}) is ${hit ? describe(hit) : 'nothing'}${hit?.closest('[data-sonner-toaster]') ? ' (a toast)' : ''}`,
    );
  }
  // Across the whole box, a point every 8 px along its middle: what lies over it, and how wide.
  const box = container.getBoundingClientRect();
  const y = box.top + box.height / 2;
  if (wholeBox && box.height > 0 && y > 0 && y < window.innerHeight) {
    const covers = new Map<Element, { from: number; to: number }>();
    for (let x = Math.max(box.left, 0) + 4; x < Math.min(box.right, window.innerWidth); x += 8) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || container.contains(hit)) continue;
      // The overlay as a whole (a toast's list), not the part of it at this point.
      let cover: Element = hit;
      for (let node: Element | null = hit; node && node !== document.body; node = node.parentElement)
        if (['fixed', 'sticky'].includes(getComputedStyle(node).position)) cover = node;
      const extent = covers.get(cover);
      covers.set(cover, { from: Math.min(extent?.from ?? x, x), to: Math.max(extent?.to ?? x, x) });
    }
    for (const [cover, { from, to }] of covers)
      problems.push(
        `the header is covered from x ${Math.round(from)} to ${Math.round(to)} by ${describe(cover)}${(cover.closest('[data-sonner-toaster]') ?? cover.querySelector('[data-sonner-toaster]')) ? ' (a toast)' : ''}`,
      );
  }
  return problems;
}

async function measureScroll(limit: number): Promise<Omit<ScrollReport, 'reloads'>> {
  const describe = (node: Node | null | undefined) => {
    if (!(node instanceof Element)) return node?.nodeName ?? 'something';
    let name = node.tagName.toLowerCase();
    const classes = [...node.classList].slice(0, 2);
    if (classes.length > 0) name += `.${classes.join('.')}`;
    return name;
  };
  const seconds = `${limit / 1000} s`;
  let step = 0;
  /** `promise`, or an error saying `stuck()` (and at which scroll step) once `limit` ms have passed. */
  const within = <T>(promise: Promise<T>, stuck: () => string) =>
    new Promise<T>((resolve, reject) => {
      const deadline = AbortSignal.timeout(limit);
      deadline.addEventListener(
        'abort',
        () => reject(new Error(`${stuck()} (scroll step ${step}, at y ${Math.round(window.scrollY)})`)),
        { once: true },
      );
      promise.then(resolve, reject);
    });
  const frames = (count: number) =>
    within(
      new Promise<void>((resolve) => {
        const frame = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => frame(left - 1)));
        frame(count);
      }),
      // The start of this message is NO_FRAME (a function run in the page cannot read it).
      () => `the page rendered no frame in ${seconds} (${document.visibilityState})`,
    );
  /** Resolves once `done()` holds, checked at each frame; fails saying `stuck()` after `limit` ms. */
  const until = (done: () => boolean, stuck: () => string) => {
    let waiting = true;
    return within(
      new Promise<void>((resolve) => {
        const check = () => {
          if (done()) resolve();
          else if (waiting) requestAnimationFrame(check);
        };
        check();
      }),
      stuck,
    ).finally(() => (waiting = false));
  };
  /** An image that would still change the page: in it, shown, not loaded (nor failed). */
  const pending = (image: HTMLImageElement) => image.isConnected && !image.complete && image.checkVisibility();
  const where = (image: HTMLImageElement) => {
    const rect = image.getBoundingClientRect();
    return `y ${Math.round(rect.top + window.scrollY)}–${Math.round(rect.bottom + window.scrollY)}, x ${Math.round(rect.left)}–${Math.round(rect.right)}`;
  };
  /**
   * After a scroll step: two frames rendered (its observers have run: lazy images started, reveals
   * begun), then the images now near the screen loaded (a late image would shift the page later).
   */
  const stepDone = async () => {
    await frames(2);
    const near = [...document.images].filter((image) => {
      const rect = image.getBoundingClientRect();
      return pending(image) && rect.bottom > -window.innerHeight && rect.top < 2 * window.innerHeight;
    });
    // Checked at each frame rather than by their load events: an image taken out of the page
    // meanwhile (a part rendered again) is no longer one to wait for, and fires nothing.
    await until(
      () => !near.some(pending),
      () =>
        near
          .filter(pending)
          .map(
            (image) =>
              `image ${new URL(image.currentSrc || image.src, location.href).pathname} (${image.loading}, ${where(image)}) neither loaded nor failed in ${seconds}`,
          )
          .join('; '),
    );
  };
  /** The scroll's last step done, and the animations it began (scroll reveals) at their end. */
  const settled = async () => {
    await stepDone();
    const finite = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
      );
    for (const animation of finite) {
      try {
        animation.finish();
      } catch {
        // One that cannot end (a playback rate of 0) is named by the wait below.
      }
    }
    await within(
      Promise.allSettled(finite.map((animation) => animation.finished)),
      () =>
        `animations not finished in ${seconds}: ${finite
          .filter((animation) => animation.playState === 'running')
          .map((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            const name =
              animation instanceof CSSAnimation
                ? animation.animationName
                : (animation as CSSTransition).transitionProperty;
            return `${name ?? 'an animation'} on ${describe(target)}`;
          })
          .join('; ')}`,
    );
    await frames(1);
  };
  const shifts: { value: number; startTime: number; what: string }[] = [];
  const record = (entries: PerformanceEntryList) => {
    for (const entry of entries as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      const what = (entry.sources ?? [])
        .slice(0, 2)
        .map(
          (source) =>
            `${describe(source.node)} ${Math.round(source.previousRect.y + window.scrollY)}→${Math.round(source.currentRect.y + window.scrollY)}`,
        )
        .join(', ');
      shifts.push({ value: entry.value, startTime: entry.startTime, what });
    }
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  const heightBefore = document.documentElement.scrollHeight;
  for (step = 0; step < 80; step += 1) {
    const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    if (atBottom) break;
    window.scrollBy({ top: window.innerHeight * 0.9, behavior: 'instant' });
    await stepDone();
  }
  await settled();
  const heightAfter = document.documentElement.scrollHeight;
  record(observer.takeRecords());
  observer.disconnect();
  // Session windows: shifts less than 1 s apart, at most 5 s long; CLS is the largest window's sum.
  let best: typeof shifts = [];
  let bestSum = 0;
  let current: typeof shifts = [];
  let sum = 0;
  for (const shift of shifts) {
    const first = current[0];
    const last = current.at(-1);
    if (first && last && (shift.startTime - last.startTime > 1000 || shift.startTime - first.startTime > 5000)) {
      current = [];
      sum = 0;
    }
    current.push(shift);
    sum += shift.value;
    if (sum > bestSum) {
      bestSum = sum;
      best = [...current];
    }
  }
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  await frames(2);
  return {
    cls: bestSum,
    shifts: best
      .sort((a, b) => b.value - a.value)
      .slice(0, 3)
      .map((shift) => `${shift.value.toFixed(3)} ${shift.what}`),
    heightBefore,
    heightAfter,
  };
}
