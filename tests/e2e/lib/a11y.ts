import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core is a test-only dependency: read here and put into the page through the DevTools
// protocol (which the Content-Security-Policy does not stop), never bundled with the console.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe rules left out of the sweep, each with its reason. Only serious and critical violations fail
 * the sweep; none of those is left out.
 */
export const AXE_OFF: Readonly<Record<string, string>> = {};

interface AxeGlobal {
  run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>;
  setup: (root: Element) => void;
  teardown: () => void;
  commons: { text: { accessibleText: (element: Element) => string } };
}

/**
 * What a screen does wrong, as "where rule: nodes" lines: axe-core's serious and critical
 * violations, plus the console's own rules axe does not state: every table is named and has a
 * column header per cell, and in a list's rows (table rows, cards) every control has a name of
 * its own, saying which row it acts on ("Edit Main Floor 01", never a bare "Edit" twice).
 */
export async function problems(page: Page, where: string): Promise<string[]> {
  // A table's scroll box becomes a Tab stop once its resize observer has seen it overflow, a frame after
  // the page is drawn at a new width: wait for that (a box that never does is still reported by axe).
  await page
    .waitForFunction(() => [...document.querySelectorAll('.table-scroll')].every((box) => box.scrollWidth <= box.clientWidth || box.getAttribute('tabindex') === '0'), undefined, { timeout: 3_000 })
    .catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const off = Object.fromEntries(Object.keys(AXE_OFF).map((id) => [id, { enabled: false }]));
  const found = await page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: AxeGlobal }).axe;
    // No preload: the console's styles are all in the page, and fetching them again costs each run.
    const result = await axe.run(document, { resultTypes: ['violations'], rules, preload: false });
    const lines = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    for (const table of document.querySelectorAll('main table, [role=dialog] table')) {
      const named = table.hasAttribute('aria-label') || table.hasAttribute('aria-labelledby') || table.querySelector('caption');
      const headers = table.querySelectorAll('thead th[scope=col]').length;
      const cells = table.querySelector('tbody tr')?.children.length ?? headers;
      if (!named || headers === 0 || headers !== cells) lines.push(`table-headers: "${table.getAttribute('aria-label') ?? ''}" has ${headers} column headers for ${cells} cells${named ? '' : ', and no name'}`);
    }
    axe.setup(document.documentElement);
    try {
      const controls = [...document.querySelectorAll<HTMLElement>('main tbody :is(a[href], button, input, select), main li :is(a[href], button, input, select)')]
        // Behind an open dialog or drawer the rows are out of reach (and nameless to axe).
        .filter((el) => el.getAttribute('type') !== 'hidden' && el.tabIndex >= 0 && !el.closest('[inert], [aria-hidden=true]'));
      const names = controls.map((el) => axe.commons.text.accessibleText(el).trim());
      const twice = [...new Set(names.filter((name, i) => names.indexOf(name) !== i))];
      if (names.includes('')) lines.push(`row-control-name: ${names.filter((n) => n === '').length} control(s) without a name`);
      if (twice.length > 0) lines.push(`row-control-name: the same name on more than one row's control: ${twice.map((n) => `"${n}"`).join(', ')}`);
    } finally {
      axe.teardown();
    }
    return lines;
  }, off);
  return found.map((line) => `${where} ${line}`);
}

/** One stop of the Tab key: the element (by a path that stays the same across presses), its name, whether it is on screen and draws a focus ring. */
export interface Stop {
  key: string;
  name: string;
  shown: boolean;
  ring: boolean;
  /** Inside an open dialog, or the drawer (#sidebar). */
  inside: string;
}

/** Who has the focus now. */
export function focused(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { key: 'BODY', name: '', shown: true, ring: true, inside: '' };
    const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const name = el.getAttribute('aria-label') ?? (text((el as HTMLInputElement).labels?.[0]) || text(el));
    // A visually hidden input inside a drawn control (switch, checkbox) is seen through its label.
    const host = el.closest<HTMLElement>('label.switch, label.checkbox, .file-drop') ?? el;
    const box = host.getBoundingClientRect();
    const shown = box.width > 2 && box.height > 2 && getComputedStyle(host).visibility !== 'hidden' && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    const drawn = (node: Element) => {
      const style = getComputedStyle(node);
      return style.boxShadow !== 'none' || (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0);
    };
    const ring = [el, host, ...host.querySelectorAll('*')].some(drawn);
    const path: string[] = [];
    for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) path.unshift(`${node.tagName}${[...(node.parentElement?.children ?? [])].indexOf(node)}`);
    const box2 = el.closest('[role=dialog], [role=alertdialog], #sidebar');
    const labelledBy = box2?.getAttribute('aria-labelledby');
    const inside = box2 ? (box2.getAttribute('aria-label') ?? (labelledBy ? text(document.getElementById(labelledBy)) : box2.id)) : '';
    return { key: path.join('/'), name, shown, ring, inside };
  });
}

/** Starts the next Tab from the top of the page, as a fresh load does. */
export const fromTop = (page: Page) =>
  page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });

/** Presses `key` until the focus comes back to where the first press put it (or `max` presses: a trap, or too many stops). */
export async function walk(page: Page, { key = 'Tab', max = 200 } = {}): Promise<{ stops: Stop[]; cycled: boolean }> {
  const stops: Stop[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const stop = await focused(page);
    if (stops.length > 0 && stop.key === stops[0]!.key) return { stops, cycled: true };
    stops.push(stop);
  }
  return { stops, cycled: false };
}

/** The paths (as `focused` gives them) of the controls on screen Tab should reach. */
export function reachable(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')]
      .filter((el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.getAttribute('type') !== 'hidden' && !el.closest('[inert]'))
      .filter((el) => {
        const host = el.closest<HTMLElement>('label.switch, label.checkbox, .file-drop') ?? el;
        const box = host.getBoundingClientRect();
        return box.width > 2 && box.height > 2 && getComputedStyle(host).visibility !== 'hidden';
      })
      .map((el) => {
        const path: string[] = [];
        for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) path.unshift(`${node.tagName}${[...(node.parentElement?.children ?? [])].indexOf(node)}`);
        return path.join('/');
      }),
  );
}
