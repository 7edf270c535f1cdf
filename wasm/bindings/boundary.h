// The WebAssembly boundary: nothing is ever thrown across it.
//
// A JavaScript exception thrown from inside wasm (val::throw_) unwinds past
// the wasm frames without restoring the stack pointer, and past Embind's
// invoker without running its argument destructors: every rejected call used
// to leak stack (until the module died) and the heap copies of its string
// arguments (bench/notes/2026-11-23-reliability.md, "WebAssembly boundary").
// So:
//   - every bound function takes its arguments as `val` (Embind converts a
//     val without allocating or throwing) and checks them here: type,
//     integer, range;
//   - every bound function returns a `val` through guarded(): its result, or
//     for any failure an Error object (a refusal) instead of a throw;
//   - boundary.post.js wraps every bound function and throws that Error in
//     JavaScript, after the wasm call has returned normally.
// C++ never calls JavaScript that could throw either (a getter, a Proxy
// trap, the progress callback): a JavaScript exception would unwind the wasm
// frames the same way, and catch (...) does not see it. Such calls go
// through helpers of boundary.post.js that catch.
#pragma once

#include <emscripten/val.h>

#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace pps::bindings {

using emscripten::val;

// The message of the exception being handled (call only inside a catch).
std::string current_exception_message();

// What a bound function returns instead of throwing: an Error with `message`.
val refusal(const std::string& message);

// A result as a JavaScript value (a val as it is).
template <typename T>
val to_js(T&& value) {
  if constexpr (std::is_same_v<std::decay_t<T>, val>) {
    return std::forward<T>(value);
  } else {
    return val(std::forward<T>(value));
  }
}

// Runs f() and returns its result as a val (undefined for void); any C++
// exception becomes a refusal. The catch is catch (...):
// with Emscripten 3.1.6, -pthread and -fwasm-exceptions typed catch clauses
// never match (current_exception_message() reads the type instead).
template <typename F>
val guarded(F&& f) {
  std::string message;
  try {
    if constexpr (std::is_void_v<std::invoke_result_t<F&>>) {
      f();
      return val::undefined();
    } else {
      return to_js(f());
    }
  } catch (...) {
    message = current_exception_message();
  }
  return refusal(message);
}

// Argument readers: each returns the value or throws std::invalid_argument
// naming the argument and what it got, e.g. "cell must be an integer (got NaN)".
std::string string_arg(const val& value, const char* name);
// An integer number in [min, max]; "cell 25 is outside 0..24" past the range.
int integer_arg(const val& value, const char* name, int min, int max);
// true or false.
bool boolean_arg(const val& value, const char* name);
// A function, or null/undefined (returns false then).
bool optional_function_arg(const val& value, const char* name);
// A plain object, or null/undefined (returns false then).
bool optional_object_arg(const val& value, const char* name);
// A copy of the bytes of a Uint8Array.
std::vector<std::uint8_t> bytes_arg(const val& value, const char* name);

// field of `object` (an object, or null/undefined: fallback): a finite number
// in [min, max], an integer if `integer`; `fallback` when absent.
double number_field(const val& object, const char* object_name, const char* key, double fallback, double min,
                    double max, bool integer);

// The C++ object behind a live Embind handle of class `class_name`
// (boundary.post.js checks the handle); throws if `value` is anything else,
// a deleted object included.
void* object_arg(const val& value, const char* class_name, const char* name);

template <typename T>
T& object_arg(const val& value, const char* class_name, const char* name) {
  return *static_cast<T*>(object_arg(value, class_name, name));
}

// Calls the JavaScript function `fn` with `argument`; returns "" or, if it
// threw, the message of what it threw (escaped, one line).
std::string call_js_safely(const val& fn, const val& argument);

}  // namespace pps::bindings
