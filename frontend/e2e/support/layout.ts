import type { Locator, Page } from '@playwright/test';

/** What a person can click, type into or focus with the keyboard. */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="combobox"]',
  '[role="menuitem"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

export interface Overlap {
  first: string;
  second: string;
}

/**
 * Pairs of visible interactive elements whose boxes overlap by more than a pixel each way, as laid out at the current
 * scroll position; an element and one inside it (an input in its switch) do not count. A box is what shows of it: the
 * part scrolled out of a scrolling list (the sidebar's, on a short screen) is cut away, since nothing is drawn there.
 */
export function overlappingControls(page: Page): Promise<Overlap[]> {
  return page.evaluate((selector) => {
    const describe = (element: Element) => {
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return `<${element.tagName.toLowerCase()}> "${name}"`;
    };
    const shown = (element: Element) => {
      const own = element.getBoundingClientRect();
      let [left, top, right, bottom] = [own.left, own.top, own.right, own.bottom];
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        [left, top, right, bottom] = [Math.max(left, clip.left), Math.max(top, clip.top), Math.min(right, clip.right), Math.min(bottom, clip.bottom)];
      }
      return { left, top, right, bottom, width: right - left, height: bottom - top };
    };
    const controls = [...document.querySelectorAll(selector)]
      .filter((element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .filter((element) => element.closest('[aria-hidden="true"]') === null)
      .map((element) => ({ element, box: shown(element) }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const overlaps: { first: string; second: string }[] = [];
    controls.forEach((a, index) => {
      for (const b of controls.slice(index + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (across > 1 && down > 1) overlaps.push({ first: describe(a.element), second: describe(b.element) });
      }
    });
    return overlaps;
  }, INTERACTIVE);
}

/** The titles (first line of text) of the cards whose boxes `target` overlaps. */
export async function cardsUnder(page: Page, target: Locator): Promise<string[]> {
  const box = await target.boundingBox();
  if (!box) throw new Error('The element is not visible.');
  return page.evaluate((area) => {
    return [...document.querySelectorAll('.MuiCard-root')]
      .filter((card) => {
        const rect = card.getBoundingClientRect();
        const across = Math.min(rect.right, area.x + area.width) - Math.max(rect.left, area.x);
        const down = Math.min(rect.bottom, area.y + area.height) - Math.max(rect.top, area.y);
        return across > 0 && down > 0;
      })
      .map((card) => (card as HTMLElement).innerText.split('\n')[0] ?? '');
  }, box);
}

/** How many pixels the page is wider than the window (0 when it does not scroll sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
}

/** Whether the text of `target` is cut (an ellipsis, or clipped by its own box). */
export function isTruncated(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);
}

/** The lines each of the `targets` is laid out on, as text: one entry per line, so a path that did not wrap has one. */
export function wrappedLines(targets: Locator): Promise<string[][]> {
  return targets.evaluateAll((elements) =>
    elements.map((element) => {
      const lines: string[] = [];
      const range = document.createRange();
      let lastTop: number | null = null;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const top = range.getBoundingClientRect().top;
          if (lastTop === null || top > lastTop + 2) lines.push('');
          lines[lines.length - 1] += text[index];
          lastTop = top;
        }
      }
      return lines;
    }),
  );
}
