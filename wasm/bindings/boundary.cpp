#include "bindings/boundary.h"

#include <cxxabi.h>

#include <array>
#include <cmath>
#include <functional>
#include <new>
#include <optional>
#include <stdexcept>
#include <system_error>
#include <typeinfo>
#include <variant>
#include <vector>

#include <emscripten/bind.h>

#include "engine/quote.h"

namespace pps::bindings {
namespace {

// One standard exception type: how to view a thrown object of it as a
// std::exception.
struct KnownType {
  const std::type_info* type;
  const std::exception* (*as_exception)(void* thrown);
};

template <typename T>
constexpr KnownType known() {
  return {&typeid(T), [](void* thrown) -> const std::exception* { return static_cast<T*>(thrown); }};
}

// Everything the engine, the AI and the standard library throw.
// (Names stay mangled: the demangler would double the module's size.)
const std::array kKnownTypes = {
    known<std::invalid_argument>(), known<std::out_of_range>(),   known<std::logic_error>(),
    known<std::domain_error>(),     known<std::length_error>(),   known<std::runtime_error>(),
    known<std::range_error>(),      known<std::overflow_error>(), known<std::underflow_error>(),
    known<std::system_error>(),     known<std::bad_alloc>(),      known<std::bad_array_new_length>(),
    known<std::bad_cast>(),         known<std::bad_function_call>(), known<std::bad_optional_access>(),
    known<std::bad_variant_access>(), known<std::exception>(),
};

// The kind of a JavaScript value (boundary.post.js: never throws).
std::string kind_of(const val& value) { return val::module_property("__ppsKind")(value).as<std::string>(); }

// How a JavaScript value shows in a message: numbers as JavaScript prints
// them, strings quoted (and cut), other values by their kind.
std::string describe(const val& value) {
  const std::string kind = kind_of(value);
  if (kind == "number") return val::global("String")(value).as<std::string>();
  if (kind == "string") return "the string " + quote(value.as<std::string>());
  if (kind == "undefined" || kind == "null") return kind;
  if (kind == "array" || kind == "object") return "an " + kind;
  return "a " + kind;
}

[[noreturn]] void refuse_arg(const char* name, const char* wanted, const val& got) {
  throw std::invalid_argument(std::string(name) + " must be " + wanted + " (got " + describe(got) + ")");
}

std::string integer_text(double x) {
  return val::global("String")(x).as<std::string>();
}

}  // namespace

std::string current_exception_message() {
  const std::type_info* type = abi::__cxa_current_exception_type();
  if (type == nullptr) return "internal error in the engine (a foreign exception)";
  for (const KnownType& known_type : kKnownTypes) {
    if (*known_type.type != *type) continue;
    void* thrown = abi::__cxa_current_primary_exception();
    std::string message = known_type.as_exception(thrown)->what();
    abi::__cxa_decrement_exception_refcount(thrown);
    return message;
  }
  return "internal error in the engine (exception of type " + std::string(type->name()) + ")";
}

val refusal(const std::string& message) { return val::global("Error").new_(message); }

std::string string_arg(const val& value, const char* name) {
  if (!value.isString()) refuse_arg(name, "a string", value);
  return value.as<std::string>();
}

int integer_arg(const val& value, const char* name, int min, int max) {
  if (!value.isNumber()) refuse_arg(name, "an integer", value);
  const double x = value.as<double>();
  if (!std::isfinite(x) || std::trunc(x) != x) refuse_arg(name, "an integer", value);
  if (x < min || x > max)
    throw std::invalid_argument(std::string(name) + " " + integer_text(x) + " is outside " + std::to_string(min) +
                                ".." + std::to_string(max));
  return static_cast<int>(x);
}

bool boolean_arg(const val& value, const char* name) {
  if (kind_of(value) != "boolean") refuse_arg(name, "true or false", value);
  return value.as<bool>();
}

bool optional_function_arg(const val& value, const char* name) {
  const std::string kind = kind_of(value);
  if (kind == "undefined" || kind == "null") return false;
  if (kind != "function") refuse_arg(name, "a function or null", value);
  return true;
}

bool optional_object_arg(const val& value, const char* name) {
  const std::string kind = kind_of(value);
  if (kind == "undefined" || kind == "null") return false;
  if (kind != "object") refuse_arg(name, "an object or null", value);
  return true;
}

std::vector<std::uint8_t> bytes_arg(const val& value, const char* name) {
  const val copy = val::module_property("__ppsCopyBytes")(value);
  if (copy.isNull()) refuse_arg(name, "a Uint8Array", value);
  return emscripten::convertJSArrayToNumberVector<std::uint8_t>(copy);
}

double number_field(const val& object, const char* object_name, const char* key, double fallback, double min,
                    double max, bool integer) {
  if (!optional_object_arg(object, object_name)) return fallback;
  const val read = val::module_property("__ppsField")(object, std::string(key));
  if (!read["error"].isUndefined())
    throw std::invalid_argument(std::string(object_name) + " " + key + " could not be read: " +
                                quote(read["error"].as<std::string>(), 200));
  const val field = read["value"];
  if (field.isUndefined() || field.isNull()) return fallback;
  const std::string name = std::string(object_name) + " " + key;
  if (!field.isNumber()) refuse_arg(name.c_str(), "a number", field);
  const double x = field.as<double>();
  if (integer && std::isfinite(x) && std::trunc(x) != x) refuse_arg(name.c_str(), "an integer", field);
  if (!(x >= min && x <= max))
    throw std::invalid_argument(name + " must be in [" + integer_text(min) + ", " + integer_text(max) + "] (got " +
                                describe(field) + ")");
  return x;
}

void* object_arg(const val& value, const char* class_name, const char* name) {
  // 0: not an object of the class; -1: deleted; else its address.
  const double address = val::module_property("__ppsLivePointer")(value, std::string(class_name)).as<double>();
  if (address == -1) throw std::invalid_argument(std::string(name) + " is a deleted " + class_name);
  if (!(address > 0)) refuse_arg(name, (std::string("an object of class ") + class_name).c_str(), value);
  return reinterpret_cast<void*>(static_cast<std::uintptr_t>(address));
}

std::string call_js_safely(const val& fn, const val& argument) {
  const val outcome = val::module_property("__ppsCallSafely")(fn, argument);
  return outcome.isString() ? quote(outcome.as<std::string>(), 200) : std::string();
}

}  // namespace pps::bindings
