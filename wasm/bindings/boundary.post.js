// The JavaScript side of the WebAssembly boundary (boundary.h): the bound C++
// functions never throw; they return an Error object for a refusal, and the
// wrappers installed here throw it once the wasm call has returned normally
// (its stack restored, its arguments freed). Also the two helpers the C++
// side calls: the pointer behind a live object handle, and a call of user
// code (the progress callback) that catches what it throws.

// The helpers below never throw: an exception from JavaScript called inside
// a wasm call would unwind the wasm frames just as a throw to the caller did
// (catch (...) in C++ does not see it in this Emscripten).

// What kind of value `value` is: 'number', 'string', 'undefined', 'null',
// 'boolean', 'function', 'symbol', 'bigint', 'Uint8Array', 'array' or 'object'.
Module['__ppsKind'] = function (value) {
  try {
    if (value === null) return 'null';
    var type = typeof value;
    if (type !== 'object') return type;
    if (value instanceof Uint8Array) return 'Uint8Array';
    return Array.isArray(value) ? 'array' : 'object';
  } catch (e) {
    return 'object'; // a Proxy whose traps throw
  }
};

// object[key] as {value}, or {error: message} if reading it threw (a getter).
Module['__ppsField'] = function (object, key) {
  try {
    return { value: object[key] };
  } catch (e) {
    return { error: describeThrown(e) };
  }
};

// A copy of the bytes of a Uint8Array (a fresh one: no getters of the
// caller's object run later), or null.
Module['__ppsCopyBytes'] = function (value) {
  try {
    return value instanceof Uint8Array ? new Uint8Array(value) : null;
  } catch (e) {
    return null;
  }
};

// object[key] as a Float64Array of `length` numbers (null and undefined
// entries: NaN); undefined when absent (or null), null when it is not an
// array of that many numbers or cannot be read.
Module['__ppsNumbers'] = function (object, key, length) {
  try {
    var value = object[key];
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value) || value.length !== length) return null;
    var out = new Float64Array(length);
    for (var i = 0; i < length; i++) {
      var v = value[i];
      if (v === null || v === undefined) out[i] = NaN;
      else if (typeof v === 'number') out[i] = v;
      else return null;
    }
    return out;
  } catch (e) {
    return null;
  }
};

// The address of the C++ object behind `value` if it is a live handle of
// the Embind class `className`; 0 for anything else, -1 for a deleted one.
Module['__ppsLivePointer'] = function (value, className) {
  try {
    if (!(value instanceof Module[className])) return 0;
    var state = value.$$;
    if (!state || typeof state !== 'object') return 0;
    return typeof state.ptr === 'number' && state.ptr > 0 ? state.ptr : -1;
  } catch (e) {
    return 0; // a hostile Proxy, say: not one of ours
  }
};

// Calls fn(argument); returns undefined, or the message of what it threw.
Module['__ppsCallSafely'] = function (fn, argument) {
  try {
    fn(argument);
    return undefined;
  } catch (e) {
    return describeThrown(e);
  }
};

function describeThrown(e) {
  try {
    return String(e instanceof Error ? e.message : e);
  } catch (e2) {
    return 'a value that cannot be shown';
  }
}

// Installed after the runtime starts (Embind registers the classes then),
// before the factory's promise hands the module to its caller.
addOnPostRun(function () {
  // Embind's ClassHandle methods (delete, clone, ...) are not ours to wrap.
  var HANDLE_METHODS = ['constructor', 'delete', 'clone', 'isDeleted', 'isAliasOf', 'deleteLater'];

  function throwRefusal(result) {
    if (result instanceof Error) throw result;
    return result;
  }

  function guardFunction(fn) {
    var guarded = function () {
      return throwRefusal(fn.apply(this, arguments));
    };
    guarded.ppsGuarded = true;
    guarded.argCount = fn.argCount;
    return guarded;
  }

  function describeThis(self, className) {
    var address = Module['__ppsLivePointer'](self, className);
    if (address === -1) return 'this ' + className + ' was deleted';
    if (address === 0) return 'called on something that is not a ' + className;
    return '';
  }

  function guardMethod(className, name, fn) {
    var guarded = function () {
      var problem = describeThis(this, className);
      if (problem) throw new Error(className + '.' + name + ': ' + problem);
      return throwRefusal(fn.apply(this, arguments));
    };
    guarded.ppsGuarded = true;
    return guarded;
  }

  function guardClass(className) {
    var cls = Module[className];
    Object.getOwnPropertyNames(cls).forEach(function (name) {
      if (typeof cls[name] === 'function') cls[name] = guardFunction(cls[name]);
    });
    var proto = cls.prototype;
    Object.getOwnPropertyNames(proto).forEach(function (name) {
      if (HANDLE_METHODS.indexOf(name) < 0 && typeof proto[name] === 'function') {
        proto[name] = guardMethod(className, name, proto[name]);
      }
    });
  }

  // Embind marks its free functions (and only them) with argCount; its
  // classes' prototypes derive from its ClassHandle.
  Object.keys(Module).forEach(function (name) {
    var value = Module[name];
    if (typeof value !== 'function' || value.ppsGuarded) return;
    if (value.argCount !== undefined) Module[name] = guardFunction(value);
    else if (value.prototype instanceof ClassHandle) guardClass(name);
  });

  // A player busy in prepare() (its progress callback is running) must not
  // be freed under it.
  var deletePlayer = Module['AiPlayer'].prototype['delete'];
  Module['AiPlayer'].prototype['delete'] = function () {
    if (Module['__ppsLivePointer'](this, 'AiPlayer') > 0 && this['busy']()) {
      throw new Error('AiPlayer.delete: the player is busy in prepare(); delete it after prepare returns');
    }
    return deletePlayer.apply(this, arguments);
  };
});
