#include "bindings/js_error.h"

#include <cxxabi.h>

#include <array>
#include <functional>
#include <new>
#include <optional>
#include <stdexcept>
#include <typeinfo>
#include <variant>

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
    known<std::bad_alloc>(),        known<std::bad_array_new_length>(), known<std::bad_cast>(),
    known<std::bad_function_call>(), known<std::bad_optional_access>(), known<std::bad_variant_access>(),
    known<std::exception>(),
};

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

}  // namespace pps::bindings
