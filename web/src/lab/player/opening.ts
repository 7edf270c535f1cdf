// Which player the panel opens with, and keeping it in this browser: a
// link's player (never run by itself: the student reads it and presses Run),
// else the one kept, else the starter. A link never replaces code the
// student kept without asking: when the two differ, the link's player is
// shown but not kept, the student's own stays kept, and two buttons ask
// which to keep ("Keep the link's player", "Back to your own code").
import { byId } from '../../ui/dom';
import { keepPlayer, keptPlayer, readPlayerLink } from './player-link';
import { MINE_DEFAULTS, type MineSettings, type PlayerPanel, STARTERS } from './player-panel';

const isStarter = (code: string) => code.trim() === '' || Object.values(STARTERS).some((s) => s.trim() === code.trim());

export class Keeper {
  private own: MineSettings | null = null; // the student's kept player, while a link's is shown and not chosen
  private refused = false; // the last keep was refused (the panel said why)

  constructor(private readonly panel: PlayerPanel) {
    byId('lab-link-keep').addEventListener('click', () => this.choose(null));
    byId('lab-link-back').addEventListener('click', () => this.choose(this.own));
  }

  // The panel's settings changed: kept, unless a link's player awaits the student's choice.
  keep() {
    if (this.own) return;
    const problem = keepPlayer(this.panel.read().settings);
    if (problem) this.panel.say(problem, 'failed');
    else if (this.refused) this.panel.say('Kept in this browser.');
    this.refused = problem !== null;
  }

  async open(hash: string) {
    const linked = await readPlayerLink(hash);
    const kept = keptPlayer();
    if (!linked || !('player' in linked)) {
      this.panel.fill(kept ?? { on: false, language: 'javascript', code: STARTERS.javascript, ...MINE_DEFAULTS });
      if (kept?.on) await this.panel.open();
      if (linked) this.panel.say(linked.problem, 'failed');
      return;
    }
    this.panel.fill({ on: true, ...linked.player });
    await this.panel.open();
    if (kept && !isStarter(kept.code) && kept.code !== linked.player.code) {
      this.own = kept;
      byId('lab-link-choice').hidden = false;
      this.panel.say('A player from a link: read its code, then press Run to play it. Your own code is still kept in this ' +
        'browser, and the link\'s is not, until you choose below.');
      return;
    }
    this.keep();
    this.panel.say('A player from a link: read its code, then press Run to play it.');
  }

  // The student's answer: keep the link's player (null), or go back to `own`.
  private choose(own: MineSettings | null) {
    byId('lab-link-choice').hidden = true;
    this.own = null;
    if (own) this.panel.fill(own);
    this.keep();
    this.panel.say(own ? 'Your own code is back in the editor.' : 'The link\'s player is kept in this browser in place of yours.');
  }
}
