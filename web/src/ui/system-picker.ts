// The point-system picker of the new-game controls: one of the engine's text
// forms (engine/rules.ts: American, British, a generator with its seed, a
// single hand, custom values) and the field its argument needs. It follows
// the game on screen (sync) and writes the spec it describes (read); the
// engine checks what was typed: the seed when the game opens, each custom
// value before (the `checkPoints` read is given).
import type { SystemInfo } from '../engine/protocol';
import { CATEGORIES, POINTS, SYSTEM_FORMS, type SystemForm } from '../engine/rules';
import { CATEGORY_LABELS } from './categories';
import { h } from './dom';

type Find = (id: string) => HTMLElement | null;

// The engine's problem with each custom value (null for a good one), high card first.
export type CheckPoints = (values: string[]) => Promise<(string | null)[]>;

export class SystemPicker {
  private readonly customInputs: HTMLInputElement[] = [];

  private constructor(
    private readonly opt: Find,
    private readonly kind: HTMLSelectElement,
    private readonly seed: HTMLInputElement,
    private readonly single: HTMLSelectElement,
    private readonly custom: HTMLElement,
  ) {
    kind.replaceChildren(...SYSTEM_FORMS.map((f) => h('option', { value: f.kind }, f.label)));
    single.replaceChildren(...CATEGORIES.map((c, i) => h('option', { value: c.slug }, CATEGORY_LABELS[i])));
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

  private get form(): SystemForm {
    return SYSTEM_FORMS.find((f) => f.kind === this.kind.value) ?? SYSTEM_FORMS[0];
  }

  private showFields() {
    const { argument } = this.form;
    this.opt('system-seed-field')!.hidden = argument !== 'SEED';
    this.opt('single-field')!.hidden = argument !== 'CATEGORY';
    this.custom.hidden = argument !== 'POINTS';
  }

  // Shows the system of the game on screen (the engine says its form and argument).
  sync(system: SystemInfo) {
    this.kind.value = system.kind;
    const { argument } = this.form;
    if (argument === 'SEED') this.seed.value = system.argument;
    if (argument === 'CATEGORY') this.single.value = system.argument;
    if (argument === 'POINTS') system.points.forEach((p, i) => (this.customInputs[i].value = String(p)));
    this.showFields();
  }

  // The spec the picker describes, or the engine's reasons it is not one
  // (also shown beside the custom values).
  async read(checkPoints: CheckPoints): Promise<{ spec: string } | { errors: string[] }> {
    const { prefix, argument } = this.form;
    const errorsBox = this.opt('custom-errors');
    errorsBox?.replaceChildren();
    if (argument === 'SEED') return { spec: prefix + this.seed.value.trim() };
    if (argument === 'CATEGORY') return { spec: prefix + this.single.value };
    if (argument !== 'POINTS') return { spec: prefix };
    const values = this.customInputs.map((input) => input.value.trim());
    const problems = await checkPoints(values);
    this.customInputs.forEach((input, i) => input.setAttribute('aria-invalid', String(problems[i] !== null)));
    const errors = problems.filter((p): p is string => p !== null);
    errorsBox?.replaceChildren(...errors.map((e) => h('li', {}, e)));
    return errors.length ? { errors } : { spec: prefix + values.join(POINTS.separator) };
  }
}
