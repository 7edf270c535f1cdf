// A SCORM run-time for the package tests, written from the specifications
// and read strictly (SCORM 1.2 RTE, SCORM 2004 4th edition RTE): the API's
// states (not initialized, running, terminated) and their error codes, the
// data model elements a SCO uses with their access (read-only, write-only)
// and their types (CMIDecimal, real(10,7) with at most 7 decimals and its
// range, vocabularies, timespans and intervals, string lengths), and values
// never set read as not initialized (2004: 403). It runs in the platform's
// page (support/lms.mjs); a test can have it refuse any element
// (`refuse: { element: code }`) and reads every call made (`calls`) and
// every value kept (`value(element)`).
(function () {
  const real107 = (lo, hi) => (v) => /^-?\d{1,10}(\.\d{1,7})?$/.test(v) && (lo === null || Number(v) >= lo) && (hi === null || Number(v) <= hi);
  const decimal12 = (v) => v === '' || (/^-?\d+(\.\d+)?$/.test(v) && Number(v) >= 0 && Number(v) <= 100);
  const vocabulary = (...words) => (v) => words.includes(v);
  const string = (max) => (v) => v.length <= max;
  const MODELS = {
    '1.2': {
      'cmi.core.student_id': { access: 'r' },
      'cmi.core.student_name': { access: 'r' },
      'cmi.core.lesson_location': { access: 'rw', type: string(255) },
      'cmi.core.credit': { access: 'r' },
      'cmi.core.lesson_status': { access: 'rw', type: vocabulary('passed', 'completed', 'failed', 'incomplete', 'browsed') },
      'cmi.core.entry': { access: 'r' },
      'cmi.core.score.raw': { access: 'rw', type: decimal12 },
      'cmi.core.score.min': { access: 'rw', type: decimal12 },
      'cmi.core.score.max': { access: 'rw', type: decimal12 },
      'cmi.core.total_time': { access: 'r' },
      'cmi.core.lesson_mode': { access: 'r' },
      'cmi.core.exit': { access: 'w', type: vocabulary('time-out', 'suspend', 'logout', '') },
      'cmi.core.session_time': { access: 'w', type: (v) => /^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/.test(v) },
      'cmi.suspend_data': { access: 'rw', type: string(4096) },
      'cmi.launch_data': { access: 'r' },
    },
    '2004': {
      'cmi.learner_id': { access: 'r' },
      'cmi.learner_name': { access: 'r' },
      'cmi.location': { access: 'rw', type: string(1000) },
      'cmi.credit': { access: 'r' },
      'cmi.entry': { access: 'r' },
      'cmi.mode': { access: 'r' },
      'cmi.completion_status': { access: 'rw', type: vocabulary('completed', 'incomplete', 'not attempted', 'unknown') },
      'cmi.success_status': { access: 'rw', type: vocabulary('passed', 'failed', 'unknown') },
      'cmi.score.scaled': { access: 'rw', type: real107(-1, 1) },
      'cmi.score.raw': { access: 'rw', type: real107(null, null) },
      'cmi.score.min': { access: 'rw', type: real107(null, null) },
      'cmi.score.max': { access: 'rw', type: real107(null, null) },
      'cmi.progress_measure': { access: 'rw', type: real107(0, 1) },
      'cmi.suspend_data': { access: 'rw', type: string(64000) },
      'cmi.exit': { access: 'w', type: vocabulary('time-out', 'suspend', 'logout', 'normal', '') },
      'cmi.session_time': { access: 'w', type: (v) => /^P(\d+Y)?(\d+M)?(\d+D)?(T(\d+H)?(\d+M)?(\d+(\.\d{1,2})?S)?)?$/.test(v) && v !== 'P' && !v.endsWith('T') },
      'cmi.total_time': { access: 'r' },
      'cmi.launch_data': { access: 'r' },
    },
  };
  const ERRORS = {
    '1.2': { 0: 'No error', 101: 'General exception', 201: 'Invalid argument error', 301: 'Not initialized', 401: 'Not implemented error', 403: 'Element is read only', 404: 'Element is write only', 405: 'Incorrect data type', 351: 'Refused by the platform' },
    '2004': { 0: 'No error', 101: 'General exception', 103: 'Already Initialized', 104: 'Content Instance Terminated', 112: 'Termination Before Initialization', 113: 'Termination After Termination', 122: 'Retrieve Data Before Initialization', 123: 'Retrieve Data After Termination', 132: 'Store Data Before Initialization', 133: 'Store Data After Termination', 142: 'Commit Before Initialization', 143: 'Commit After Termination', 201: 'General Argument Error', 351: 'General Set Failure', 401: 'Undefined Data Model Element', 403: 'Data Model Element Value Not Initialized', 404: 'Data Model Element Is Read Only', 405: 'Data Model Element Is Write Only', 406: 'Data Model Element Type Mismatch', 407: 'Data Model Element Value Out Of Range' },
  };

  // version: '1.2' | '2004'; cmi: the values the platform kept ({element: value});
  // refuse: {element: error code} set calls refused.
  window.StrictScorm = function (version, { cmi = {}, refuse = {} } = {}) {
    const model = MODELS[version];
    // What a platform initializes before a first attempt (the RTE's defaults).
    const initial = version === '1.2'
      ? { 'cmi.core.lesson_status': 'not attempted', 'cmi.core.entry': 'ab-initio', 'cmi.core.lesson_mode': 'normal', 'cmi.core.credit': 'credit', 'cmi.core.student_id': 'student-1', 'cmi.core.student_name': 'One, Student' }
      : { 'cmi.completion_status': 'unknown', 'cmi.success_status': 'unknown', 'cmi.entry': 'ab-initio', 'cmi.mode': 'normal', 'cmi.credit': 'credit', 'cmi.learner_id': 'student-1', 'cmi.learner_name': 'One, Student' };
    const values = { ...initial, ...cmi };
    const calls = [];
    const committed = [];
    const failures = []; // [the call, its error code]
    let state = 'not initialized';
    let error = 0;
    const v12 = version === '1.2';
    const ok = () => ((error = 0), 'true');
    const fail = (code) => {
      error = code;
      failures.push([...calls[calls.length - 1], code]);
      return 'false';
    };
    const stateError = (before, after) => (state === 'not initialized' ? before : state === 'terminated' ? after : 0);
    const api = {
      [v12 ? 'LMSInitialize' : 'Initialize'](arg) {
        calls.push([v12 ? 'LMSInitialize' : 'Initialize', arg]);
        if (arg !== '') return fail(201);
        if (state === 'running') return fail(v12 ? 101 : 103);
        if (state === 'terminated') return fail(v12 ? 101 : 104);
        state = 'running';
        return ok();
      },
      [v12 ? 'LMSFinish' : 'Terminate'](arg) {
        calls.push([v12 ? 'LMSFinish' : 'Terminate', arg]);
        if (arg !== '') return fail(201);
        const e = stateError(v12 ? 301 : 112, v12 ? 301 : 113);
        if (e) return fail(e);
        committed.push({ ...values });
        state = 'terminated';
        return ok();
      },
      [v12 ? 'LMSGetValue' : 'GetValue'](element) {
        calls.push([v12 ? 'LMSGetValue' : 'GetValue', element]);
        const e = stateError(v12 ? 301 : 122, v12 ? 301 : 123);
        if (e) return (fail(e), '');
        const def = model[element];
        if (!def) return (fail(v12 ? 401 : 401), '');
        if (def.access === 'w') return (fail(v12 ? 404 : 405), '');
        if (!(element in values)) {
          if (v12) return (ok(), '');
          return (fail(403), '');
        }
        ok();
        return String(values[element]);
      },
      [v12 ? 'LMSSetValue' : 'SetValue'](element, value) {
        calls.push([v12 ? 'LMSSetValue' : 'SetValue', element, value]);
        const e = stateError(v12 ? 301 : 132, v12 ? 301 : 133);
        if (e) return fail(e);
        const def = model[element];
        if (!def) return fail(v12 ? 401 : 401);
        if (def.access === 'r') return fail(v12 ? 403 : 404);
        if (typeof value !== 'string') return fail(v12 ? 405 : 406);
        if (!def.type(value)) {
          // 2004: a real out of its range is 407, a mistyped value 406.
          if (!v12 && /^-?\d+(\.\d{1,7})?$/.test(value) && /score|progress/.test(element)) return fail(407);
          return fail(v12 ? 405 : 406);
        }
        if (refuse[element]) return fail(refuse[element]);
        values[element] = value;
        return ok();
      },
      [v12 ? 'LMSCommit' : 'Commit'](arg) {
        calls.push([v12 ? 'LMSCommit' : 'Commit', arg]);
        if (arg !== '') return fail(201);
        const e = stateError(v12 ? 301 : 142, v12 ? 301 : 143);
        if (e) return fail(e);
        if (refuse.commit) return fail(refuse.commit);
        committed.push({ ...values });
        return ok();
      },
      [v12 ? 'LMSGetLastError' : 'GetLastError']() {
        return String(error);
      },
      [v12 ? 'LMSGetErrorString' : 'GetErrorString'](code) {
        return ERRORS[version][Number(code)] ?? '';
      },
      [v12 ? 'LMSGetDiagnostic' : 'GetDiagnostic'](code) {
        return ERRORS[version][Number(code ?? error)] ?? '';
      },
    };
    // What the test reads: the calls, the values kept (last committed), the state.
    Object.defineProperties(api, {
      calls: { value: calls },
      failures: { value: failures },
      committed: { value: committed },
      value: { value: (element) => values[element] },
      state: { get: () => state },
    });
    return api;
  };
})();
