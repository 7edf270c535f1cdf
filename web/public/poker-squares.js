// <poker-squares system="british" seed="5" hints="on" ai="tiger" panels="points"></poker-squares>
// A custom element that embeds the game: it frames embed.html (next to this
// file) in its shadow root, so the host page's styles cannot reach it. The
// frame works on pages that are not cross-origin isolated (it then runs the
// single-threaded engine). The element:
// - is as wide as its container, up to 420 px (a style on the element can
//   change that), and as tall as the game's content (pps:resize messages);
// - re-dispatches the game's messages as DOM events: `move`, `gameover`,
//   `hint` and `assignment`, with the message's fields in event.detail (README, "Embedding");
// - passes its attributes to the game as they are: the frame's address at
//   first, then, when some change, a pps:configure message of the changes
//   (before the frame is ready, a new frame address). It keeps no list of
//   the game's options: the game reads those it has (web/src/state/page-options.ts)
//   and ignores the rest, so an option added there is an attribute at once.
//   Only HTML's own attributes of an element (id, class, style, …) are not passed.
const HTML_ATTRIBUTE = /^(id|class|style|hidden|title|lang|dir|slot|part|tabindex|role|inert|(aria|data)-.*)$/;
const here = new URL('.', import.meta.url);
const HEIGHT_BEFORE_FIRST_REPORT = 560;

class PokerSquares extends HTMLElement {
  #frame = null;
  #ready = false;
  #sent = {}; // the attributes the game has been given, by name
  #onMessage = (event) => this.#receive(event);
  // Attributes changed together (system and seed) arrive in one batch: one new game.
  #observer = new MutationObserver(() => this.#pass());

  connectedCallback() {
    if (!this.#frame) this.#build();
    else this.#pass(); // attributes changed while it was out of the page
    this.#observer.observe(this, { attributes: true });
    window.addEventListener('message', this.#onMessage);
  }

  disconnectedCallback() {
    this.#observer.disconnect();
    window.removeEventListener('message', this.#onMessage);
  }

  // The game's attributes: every one but HTML's own.
  #settings() {
    const settings = {};
    for (const { name, value } of this.attributes) if (!HTML_ATTRIBUTE.test(name)) settings[name] = value;
    return settings;
  }

  // Gives the game the attributes that changed since it was last given them
  // (null for one removed: its default).
  #pass() {
    const now = this.#settings();
    const changes = {};
    for (const name of new Set([...Object.keys(this.#sent), ...Object.keys(now)])) {
      if (now[name] !== this.#sent[name]) changes[name] = now[name] ?? null;
    }
    if (Object.keys(changes).length === 0) return;
    this.#sent = now;
    if (this.#ready) this.#frame.contentWindow.postMessage({ type: 'pps:configure', ...changes }, here.origin);
    else this.#frame.src = this.#address();
  }

  #address() {
    const url = new URL('embed.html', here);
    for (const [name, value] of Object.entries(this.#sent)) url.searchParams.set(name, value);
    return url.href;
  }

  #build() {
    const root = this.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent =
      ':host { display: block; width: 100%; max-width: 420px; }' +
      ':host([hidden]) { display: none; }' +
      `iframe { display: block; border: 0; width: 100%; height: ${HEIGHT_BEFORE_FIRST_REPORT}px; }`;
    this.#frame = document.createElement('iframe');
    this.#frame.title = 'Poker Squares';
    this.#sent = this.#settings();
    this.#frame.src = this.#address();
    root.append(style, this.#frame);
  }

  #receive(event) {
    if (!this.#frame || event.source !== this.#frame.contentWindow || event.origin !== here.origin) return;
    const data = event.data;
    if (!data || typeof data.type !== 'string') return;
    if (data.type === 'pps:ready') {
      this.#ready = true;
    } else if (data.type === 'pps:resize') {
      if (Number.isFinite(data.height) && data.height > 0) this.#frame.style.height = `${Math.ceil(data.height)}px`;
    } else if (['pps:move', 'pps:gameover', 'pps:hint', 'pps:assignment'].includes(data.type)) {
      const { type, ...detail } = data;
      this.dispatchEvent(new CustomEvent(type.slice('pps:'.length), { detail, bubbles: true, composed: true }));
    }
  }
}

if (!customElements.get('poker-squares')) customElements.define('poker-squares', PokerSquares);
