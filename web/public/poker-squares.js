// <poker-squares system="british" seed="5" hints="on" ai="tiger" panels="points"></poker-squares>
// A custom element that embeds the game: it frames embed.html (next to this
// file) in its shadow root, so the host page's styles cannot reach it. The
// frame works on pages that are not cross-origin isolated (it then runs the
// single-threaded engine). The element:
// - is as wide as its container, up to 420 px (a style on the element can
//   change that), and as tall as the game's content (pps:resize messages);
// - re-dispatches the game's messages as DOM events: `move` and `gameover`,
//   with the message's fields in event.detail (README, "Embedding");
// - starts a new game when an attribute changes (a pps:configure message to
//   the frame once it is ready; before that, a new frame address).
const ATTRIBUTES = ['system', 'seed', 'hints', 'ai', 'panels'];
const here = new URL('.', import.meta.url);
const HEIGHT_BEFORE_FIRST_REPORT = 560;

class PokerSquares extends HTMLElement {
  static get observedAttributes() {
    return ATTRIBUTES;
  }

  #frame = null;
  #ready = false;
  #changePending = false;
  #onMessage = (event) => this.#receive(event);

  connectedCallback() {
    if (!this.#frame) this.#build();
    window.addEventListener('message', this.#onMessage);
  }

  disconnectedCallback() {
    window.removeEventListener('message', this.#onMessage);
  }

  attributeChangedCallback(_name, before, after) {
    if (!this.#frame || before === after || this.#changePending) return;
    // Attributes set together (system and seed) make one new game.
    this.#changePending = true;
    queueMicrotask(() => {
      this.#changePending = false;
      if (this.#ready) {
        this.#frame.contentWindow.postMessage({ type: 'pps:configure', ...this.#settings() }, here.origin);
      } else {
        this.#frame.src = this.#address();
      }
    });
  }

  #settings() {
    const settings = {};
    for (const name of ATTRIBUTES) settings[name] = this.getAttribute(name);
    return settings;
  }

  #address() {
    const url = new URL('embed.html', here);
    for (const [name, value] of Object.entries(this.#settings())) if (value !== null) url.searchParams.set(name, value);
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
    } else if (data.type === 'pps:move' || data.type === 'pps:gameover') {
      const { type, ...detail } = data;
      this.dispatchEvent(new CustomEvent(type.slice('pps:'.length), { detail, bubbles: true, composed: true }));
    }
  }
}

if (!customElements.get('poker-squares')) customElements.define('poker-squares', PokerSquares);
