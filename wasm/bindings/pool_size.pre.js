// The pthread pool (-sPTHREAD_POOL_SIZE=Module.ppsPoolSize): threads can only
// start synchronously from a pre-started pool, so it is sized up front from the
// cores the browser reports, capped to keep memory in check. Callers may pass
// ppsPoolSize to the factory to choose another size.
Module['ppsPoolSize'] = Module['ppsPoolSize'] ||
    Math.max(2, Math.min(8, (typeof navigator !== 'undefined' && navigator.hardwareConcurrency) ||
                                (typeof require === 'function' && require('os').cpus().length) || 4));
