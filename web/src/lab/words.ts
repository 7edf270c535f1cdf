// The lab's messages are built from parts, some of them the engine's or the
// browser's, which may or may not end in a full stop: these join them with
// exactly one.

// `text` as a sentence: one final stop, never two.
export const sentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

// `text` as a clause inside a sentence: no final stop.
export const clause = (text: string) => text.trim().replace(/\.+$/, '');
