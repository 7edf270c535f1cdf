// <poker-squares system="american" seed="42" hints ai="tiger"></poker-squares>
// A custom element that embeds the game: it frames embed.html (next to this
// file) with its attributes as URL parameters. The frame works on pages that
// are not cross-origin isolated (it then runs the single-threaded engine).
const ATTRIBUTES = ['system', 'seed', 'hints', 'ai'];
const here = new URL('.', import.meta.url);

class PokerSquares extends HTMLElement {
  static get observedAttributes() {
    return ATTRIBUTES;
  }
  connectedCallback() {
    this.render();
  }
  attributeChangedCallback() {
    if (this.isConnected) this.render();
  }
  render() {
    const url = new URL('embed.html', here);
    for (const name of ATTRIBUTES) {
      const value = this.getAttribute(name);
      if (value === null) continue;
      if (name === 'hints') url.searchParams.set('hints', value === 'off' || value === '0' ? '0' : '1');
      else url.searchParams.set(name, value);
    }
    let frame = this.querySelector('iframe');
    if (!frame) {
      frame = document.createElement('iframe');
      frame.title = 'Poker Squares';
      frame.style.cssText = 'border:0;width:100%;height:100%;min-height:560px;display:block';
      this.style.display = this.style.display || 'block';
      this.append(frame);
    }
    if (frame.src !== url.href) frame.src = url.href;
  }
}

if (!customElements.get('poker-squares')) customElements.define('poker-squares', PokerSquares);
