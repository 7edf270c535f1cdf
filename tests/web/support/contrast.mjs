// WCAG 2's contrast check of a page as it stands (success criterion 1.4.3,
// level AA): every visible text of the page, against the colour behind it
// (the first ancestor with a background, its alpha blended over the ones
// behind it, and the element's own opacity), must reach 4.5:1, or 3:1 for
// large text (24 px, or 18.66 px bold). Disabled controls are exempt, as
// WCAG says; text over an image is not measured (there is none on these
// pages but the cards, whose colours are the cards' own).
// Returns the failures: [{ text, ratio, needed, color, background, element }].
export function contrastFailures(page) {
  return page.evaluate(() => {
    const parse = (c) => {
      const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(c);
      return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : [0, 0, 0, 0];
    };
    const over = (top, bottom) => [0, 1, 2].map((i) => top[i] * top[3] + bottom[i] * (1 - top[3])).concat(1);
    const luminance = ([r, g, b]) => {
      const l = [r, g, b].map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
    };
    // The colour behind `el`: its background and its ancestors', blended, over white.
    const backdrop = (el) => {
      const layers = [];
      for (let e = el; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        const bg = parse(style.backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] === 1) break;
      }
      let colour = [255, 255, 255, 1];
      for (const layer of layers.reverse()) colour = over(layer, colour);
      return colour;
    };
    const opacity = (el) => {
      let o = 1;
      for (let e = el; e; e = e.parentElement) o *= Number(getComputedStyle(e).opacity);
      return o;
    };
    const failures = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || seen.has(el) || node.textContent.trim() === '') continue;
      seen.add(el);
      if (el.closest('[hidden], script, style, .card, .mini-grid, option')) continue;
      if (el.closest('button:disabled, input:disabled, select:disabled, [aria-disabled="true"]')) continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
      const back = backdrop(el);
      const ink = over([...parse(style.color).slice(0, 3), parse(style.color)[3] * opacity(el)], back);
      const [a, b] = [luminance(ink), luminance(back)].sort((x, y) => y - x);
      const ratio = (a + 0.05) / (b + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const needed = large ? 3 : 4.5;
      if (ratio < needed - 0.005) {
        failures.push({ text: node.textContent.trim().slice(0, 60), ratio: Math.round(ratio * 100) / 100, needed, color: style.color, background: `rgb(${back.slice(0, 3).map(Math.round).join(', ')})`, element: `${el.tagName.toLowerCase()}#${el.id}.${el.className}` });
      }
    }
    return failures;
  });
}
