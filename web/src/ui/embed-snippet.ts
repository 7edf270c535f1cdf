// The Share panel's embed code for the deal on screen: an absolute address
// (pasted into another site, a relative one would point at that site) and a
// frame as wide as the page allows up to 420 px, so that it holds on a phone.
import type { OptionName } from '../state/page-options';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
// The page options that make the deal on screen.
const DEAL: OptionName[] = ['system', 'seed'];

export function embedSnippet(pageUrl: string): string {
  const page = new URL(pageUrl);
  const src = new URL('embed.html', page);
  for (const name of DEAL) {
    const value = page.searchParams.get(name);
    if (value !== null) src.searchParams.set(name, value);
  }
  return (
    `<iframe src="${escapeAttribute(src.href)}" title="Poker Squares" ` +
    'style="width: 100%; max-width: 420px; height: 560px; border: 0"></iframe>'
  );
}
