// Turns C++ exceptions into JavaScript Errors that carry the message text.
//
// With -fwasm-exceptions a C++ exception that escapes into JavaScript arrives
// as an opaque WebAssembly.Exception; callers of the engine need the message
// ("cell 7 is already filled"), so every bound function runs inside guarded().
#pragma once

#include <emscripten/val.h>

#include <string>
#include <utility>

namespace pps::bindings {

[[noreturn]] inline void throw_js_error(const std::string& message) {
  emscripten::val::global("Error").new_(message).throw_();
}

// The message of the exception being handled (call only inside a catch).
//
// It is read without a typed catch clause on purpose: with Emscripten 3.1.6,
// -pthread and -fwasm-exceptions, typed clauses (catch (const std::exception&),
// even catch (int)) never match, only catch (...) does. So the thrown object's
// type is compared with the standard exception types instead.
std::string current_exception_message();

// Runs f(); an exception becomes a JS Error with its what() text. The
// JavaScript throw happens after the catch block, once the C++ exception has
// been released.
template <typename F>
auto guarded(F&& f) -> decltype(f()) {
  std::string message;
  try {
    return std::forward<F>(f)();
  } catch (...) {
    message = current_exception_message();
  }
  throw_js_error(message);
}

}  // namespace pps::bindings
