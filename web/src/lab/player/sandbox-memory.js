// @ts-nocheck
// The memory cap of a student's player, in the sandbox's worker (prepended
// to the runner by sandbox.ts). The browser caps a worker's JavaScript heap
// (one that exhausts it takes only the sandbox's process, and the game is
// lost), but not the buffers beside it: a player could keep a 4 GiB
// ArrayBuffer. So, before the player's code runs, install() puts every way
// the worker has to make a buffer behind one count of MEMORY_CAP bytes:
//   - ArrayBuffer and the typed arrays (their constructors, the prototypes'
//     `constructor`, and the methods that copy: slice, transfer, map, ...),
//     structuredClone and TextEncoder's encode: each new buffer counts until
//     it is collected (a FinalizationRegistry gives its bytes back);
//   - WebAssembly: a module's memory may be declared no larger than the cap
//     (capModule rewrites its maximum), and each memory counts its maximum,
//     which its code cannot grow past (a memory made in JavaScript without
//     a maximum cannot grow);
//   - the rest, which a player has no use for, is removed: Blob, File,
//     Response and Request, file readers, streams, compression, canvases,
//     Web Crypto's digests and ciphers, media frames and codecs, the GPU
//     (each makes buffers of any size from a small start), message channels
//     (each message a copy), and workers (a new worker would be a world
//     without this count).
// What ran before install() (the engine's helpers, Python, both ours) is
// not counted: Python's own memory has the same cap (capModule on its file).
(() => {
  const MEMORY_CAP = 2 ** 30; // 1 GiB
  const PAGE = 65536;
  const MiB = (n) => `${Math.ceil(n / 2 ** 20).toLocaleString('en')} MiB`;
  let held = 0;
  const registry = new FinalizationRegistry((bytes) => (held -= bytes));

  function refuse(bytes) {
    return new RangeError(`the lab's memory cap: a player's buffers may hold ${MiB(MEMORY_CAP)} in all, ` +
      `and this one (${MiB(bytes)}) would make ${MiB(held + bytes)}`);
  }
  // Refuses to make `bytes` more past the cap.
  function allow(bytes) {
    if (held + Math.max(0, bytes || 0) > MEMORY_CAP) throw refuse(bytes);
  }
  // Counts `bytes` for `owner` until it is collected.
  function track(owner, bytes) {
    if (!bytes) return owner;
    held += bytes;
    registry.register(owner, bytes);
    return owner;
  }
  const bytesOf = (value) => (value instanceof ArrayBuffer ? value.byteLength : ArrayBuffer.isView(value) ? value.buffer.byteLength : 0);

  // The WebAssembly binary `bytes` with each memory it defines no larger
  // than the cap (its maximum lowered, or set where it had none), and the
  // bytes those memories may reach: {bytes, memory}.
  function capModule(bytes) {
    const b = bytes instanceof Uint8Array ? bytes : new Uint8Array(ArrayBuffer.isView(bytes) ? bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) : bytes);
    const most = MEMORY_CAP / PAGE;
    let i = 8;
    const leb = () => {
      let value = 0;
      for (let shift = 0; ; shift += 7) {
        const byte = b[i++];
        value += (byte & 0x7f) * 2 ** shift;
        if (!(byte & 0x80)) return value;
      }
    };
    const uleb = (v) => {
      const out = [];
      do {
        let byte = v % 128;
        v = Math.floor(v / 128);
        if (v) byte |= 0x80;
        out.push(byte);
      } while (v);
      return out;
    };
    while (i < b.length) {
      const at = i;
      const id = b[i++];
      const size = leb();
      const body = i;
      if (id === 5) {
        const out = [];
        let memory = 0;
        const count = leb();
        out.push(...uleb(count));
        for (let k = 0; k < count; k++) {
          const flags = b[i++];
          if (flags & 0x04) throw new WebAssembly.CompileError('the lab takes no 64-bit memories');
          const min = leb();
          const max = flags & 1 ? leb() : Infinity;
          if (min > most) throw refuse(min * PAGE);
          memory += Math.min(max, most) * PAGE;
          out.push(flags | 1, ...uleb(min), ...uleb(Math.min(max, most)));
        }
        const section = [5, ...uleb(out.length), ...out];
        const patched = new Uint8Array(b.length - (body + size - at) + section.length);
        patched.set(b.subarray(0, at));
        patched.set(section, at);
        patched.set(b.subarray(body + size), at + section.length);
        return { bytes: patched, memory };
      }
      i = body + size;
    }
    return { bytes: b, memory: 0 };
  }

  // Whether `value` holds an ArrayBuffer or a view anywhere in it.
  function holdsBuffer(value, seen = new Set()) {
    if (typeof value !== 'object' || value === null || seen.has(value)) return false;
    if (value instanceof ArrayBuffer || ArrayBuffer.isView(value) || value instanceof WebAssembly.Memory) return true;
    seen.add(value);
    const parts = value instanceof Map ? [...value.keys(), ...value.values()] : value instanceof Set ? [...value] : Object.values(value);
    return parts.some((part) => holdsBuffer(part, seen));
  }

  function install() {
    const own = (object, name, wrap) => {
      const original = object[name];
      Object.defineProperty(object, name, { value: wrap(original), writable: false, configurable: false });
    };
    // A constructor behind the count: `size` says what a call would make, else
    // the result is counted (and dropped past the cap).
    const guard = (Original, size) => {
      const proxy = new Proxy(Original, {
        construct(target, args, newTarget) {
          const bytes = size(args);
          if (bytes !== null) allow(bytes);
          const made = Reflect.construct(target, args, newTarget === proxy ? target : newTarget);
          const counted = bytes ?? bytesOf(made);
          if (bytes === null) allow(counted);
          return track(made, counted);
        },
      });
      Object.defineProperty(Original.prototype, 'constructor', { value: proxy, writable: false, configurable: false });
      Object.defineProperty(self, Original.name, { value: proxy, writable: false, configurable: false });
      return proxy;
    };
    // Methods that make a copy: refused before copying when the copy (at
    // most `most(this, args)` bytes) would pass the cap, counted after.
    const copies = (prototype, names, most) => {
      for (const name of names)
        if (typeof prototype[name] === 'function')
          own(prototype, name, (original) => function (...args) {
            allow(most(this, args));
            const made = original.apply(this, args);
            return track(made, bytesOf(made));
          });
    };
    // The length of slice(start, end) of `length` elements.
    const sliced = (length, [start = 0, end = length]) => {
      const at = (v) => (v < 0 ? Math.max(length + Math.trunc(v), 0) : Math.min(Math.trunc(v) || 0, length));
      return Math.max(at(end === undefined ? length : end) - at(start), 0);
    };

    guard(ArrayBuffer, ([length, options]) => Math.max(Number(length) || 0, Number(options?.maxByteLength) || 0));
    copies(ArrayBuffer.prototype, ['slice'], (buffer, args) => sliced(buffer.byteLength, args));
    copies(ArrayBuffer.prototype, ['transfer', 'transferToFixedLength'], (buffer, [length]) => (length === undefined ? buffer.byteLength : Number(length)));
    const TypedArray = Object.getPrototypeOf(Int8Array);
    for (const name of ['Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array',
      'Float16Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array']) {
      const Original = self[name];
      if (!Original) continue;
      // A view of a buffer makes none; a length makes one of that many elements.
      guard(Original, ([first]) => (typeof first === 'object' && first !== null ? (first instanceof ArrayBuffer ? 0 : null) : (Number(first) || 0) * Original.BYTES_PER_ELEMENT));
    }
    copies(TypedArray.prototype, ['slice'], (array, args) => sliced(array.length, args) * array.BYTES_PER_ELEMENT);
    copies(TypedArray.prototype, ['map', 'filter', 'toReversed', 'toSorted', 'with'], (array) => array.byteLength);
    copies(TextEncoder.prototype, ['encode'], (_, [text]) => 3 * String(text ?? '').length);
    // A clone of buffers is new buffers: refused (a player clones plain data).
    own(self, 'structuredClone', (original) => (value, options) => {
      if (holdsBuffer(value)) throw new DOMException('the lab\'s sandbox clones no buffers (the memory cap)', 'DataCloneError');
      return original(value, options);
    });

    // WebAssembly: memories count their maximum, which modules cannot exceed.
    const W = WebAssembly;
    const Memory = W.Memory;
    const memory = new Proxy(Memory, {
      construct(target, [descriptor]) {
        const initial = Math.max(0, Number(descriptor?.initial) || 0);
        const maximum = descriptor?.maximum === undefined ? initial : Math.max(initial, Number(descriptor.maximum) || 0);
        allow(maximum * PAGE);
        return track(new target({ ...descriptor, maximum }), maximum * PAGE);
      },
    });
    Object.defineProperty(Memory.prototype, 'constructor', { value: memory, writable: false, configurable: false });
    Object.defineProperty(W, 'Memory', { value: memory, writable: false, configurable: false });
    // Modules compiled here, and the bytes their memories may reach; an
    // instance counts them for as long as its memory lives (the memory it
    // exports outlives it while the player keeps that).
    const memoryOf = new WeakMap();
    const compiled = (module, memory) => (memoryOf.set(module, memory), module);
    const memoryOfModule = (module) => memoryOf.get(module) ?? MEMORY_CAP;
    const counted = (module, instance) => {
      track(Object.values(instance.exports).find((e) => e instanceof Memory) ?? instance, memoryOfModule(module));
      return instance;
    };
    const Module = W.Module;
    const Instance = W.Instance;
    const module = new Proxy(Module, {
      construct(target, [source]) {
        const { bytes, memory } = capModule(source);
        return compiled(new target(bytes), memory);
      },
    });
    Object.defineProperty(Module.prototype, 'constructor', { value: module, writable: false, configurable: false });
    Object.defineProperty(W, 'Module', { value: module, writable: false, configurable: false });
    const instance = new Proxy(Instance, {
      construct(target, [m, imports]) {
        allow(memoryOfModule(m));
        return counted(m, new target(m, imports));
      },
    });
    Object.defineProperty(Instance.prototype, 'constructor', { value: instance, writable: false, configurable: false });
    Object.defineProperty(W, 'Instance', { value: instance, writable: false, configurable: false });
    own(W, 'compile', (original) => async (source) => {
      const { bytes, memory } = capModule(source);
      return compiled(await original(bytes), memory);
    });
    own(W, 'validate', (original) => (source) => original(capModule(source).bytes));
    own(W, 'instantiate', (original) => async (source, imports) => {
      if (source instanceof Module) {
        allow(memoryOfModule(source));
        return counted(source, await original(source, imports));
      }
      const { bytes, memory } = capModule(source);
      allow(memory);
      const made = await original(bytes, imports);
      compiled(made.module, memory);
      counted(made.module, made.instance);
      return made;
    });
    for (const name of ['compileStreaming', 'instantiateStreaming']) own(W, name, () => () => Promise.reject(new TypeError('the sandbox has no network')));

    for (const name of ['Blob', 'File', 'FileReader', 'FileReaderSync', 'Response', 'Request', 'CompressionStream', 'DecompressionStream',
      'OffscreenCanvas', 'ImageData', 'createImageBitmap', 'ReadableStream', 'TransformStream', 'WritableStream', 'ReadableByteStreamController',
      'TextEncoderStream', 'TextDecoderStream', 'SubtleCrypto', 'MessageChannel', 'MessagePort', 'BroadcastChannel', 'Worker', 'SharedWorker',
      'VideoFrame', 'AudioData', 'EncodedVideoChunk', 'EncodedAudioChunk', 'ImageDecoder', 'VideoEncoder', 'VideoDecoder', 'AudioEncoder',
      'AudioDecoder', 'FontFace', 'MediaSource', 'WebTransport'])
      delete self[name];
    Object.defineProperty(Crypto.prototype, 'subtle', { get: () => undefined, configurable: false });
    for (const name of ['gpu', 'ml']) if (name in WorkerNavigator.prototype) Object.defineProperty(WorkerNavigator.prototype, name, { get: () => undefined });
    delete self.ppsMemory; // the player's code has no use for it
  }

  self.ppsMemory = { install, capModule, MEMORY_CAP };
})();
