// The point-system picker of the new-game controls: a kind (American,
// British, single hand, generated with a seed, custom values) and its
// fields. It follows the game on screen (sync) and says which system it
// describes, or why that is not valid (read).
import type { Snapshot } from '../engine/protocol';
import { h } from './dom';
import { seedError } from '../state/input-rules';
import { CATEGORY_LABELS, CATEGORY_SLUGS, SYSTEM_KINDS, customValueError, describeSpec, type SystemKind } from './systems';

type Find = (id: string) => HTMLElement | null;

export class SystemPicker {
  private readonly customInputs: HTMLInputElement[] = [];

  private constructor(
    private readonly opt: Find,
    private readonly kind: HTMLSelectElement,
    private readonly seed: HTMLInputElement,
    private readonly single: HTMLSelectElement,
    private readonly custom: HTMLElement,
  ) {
    kind.replaceChildren(...SYSTEM_KINDS.map((k) => h('option', { value: k.kind }, k.label)));
    single.replaceChildren(...CATEGORY_LABELS.map((label, i) => h('option', { value: CATEGORY_SLUGS[i] }, label)));
    CATEGORY_LABELS.forEach((label, i) => {
      const input = h('input', { type: 'text', inputmode: 'numeric', id: `custom-${i}`, value: '0', 'aria-describedby': 'custom-errors' });
      this.customInputs.push(input);
      custom.querySelector('.custom-grid')!.append(h('label', { for: `custom-${i}` }, label), input);
    });
    kind.addEventListener('change', () => this.showFields());
  }

  // The picker of this page, or null if it has none (the embed).
  static find(opt: Find): SystemPicker | null {
    const kind = opt('system-kind') as HTMLSelectElement | null;
    const seed = opt('system-seed') as HTMLInputElement | null;
    const single = opt('single-category') as HTMLSelectElement | null;
    const custom = opt('custom-editor');
    return kind && seed && single && custom ? new SystemPicker(opt, kind, seed, single, custom) : null;
  }

  private showFields() {
    const kind = this.kind.value as SystemKind;
    this.opt('system-seed-field')!.hidden = !SYSTEM_KINDS.find((k) => k.kind === kind)?.seeded;
    this.opt('single-field')!.hidden = kind !== 'single';
    this.custom.hidden = kind !== 'custom';
  }

  // Shows the system of the game on screen.
  sync(snapshot: Snapshot) {
    const d = describeSpec(snapshot.system.spec);
    this.kind.value = d.kind;
    if (d.seed) this.seed.value = d.seed;
    this.single.value = CATEGORY_SLUGS[d.category];
    if (d.kind === 'custom') snapshot.system.points.forEach((p, i) => (this.customInputs[i].value = String(p)));
    this.showFields();
  }

  // The system the picker describes, or the reasons it is not valid (also
  // shown beside the fields).
  read(): { spec: string } | { errors: string[] } {
    const picked = this.picked();
    const errorsBox = this.opt('custom-errors');
    if ('errors' in picked) errorsBox?.replaceChildren(...picked.errors.map((e) => h('li', {}, e)));
    else errorsBox?.replaceChildren();
    return picked;
  }

  private picked(): { spec: string } | { errors: string[] } {
    const kind = this.kind.value as SystemKind;
    if (kind === 'american' || kind === 'british') return { spec: kind };
    if (kind === 'single') return { spec: `single:${this.single.value}` };
    if (kind === 'custom') {
      const inputs = this.customInputs;
      const errors = inputs.map((input, i) => customValueError(CATEGORY_LABELS[i], input.value)).filter((e): e is string => e !== null);
      inputs.forEach((input, i) => input.setAttribute('aria-invalid', String(customValueError(CATEGORY_LABELS[i], input.value) !== null)));
      return errors.length ? { errors } : { spec: inputs.map((i) => String(Number(i.value.trim()))).join(',') };
    }
    const error = seedError(this.seed.value);
    return error ? { errors: [`System seed: ${error}`] } : { spec: `${kind}:${this.seed.value.trim()}` };
  }
}
