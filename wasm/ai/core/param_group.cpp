#include "ai/core/param_group.h"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace pps {

namespace {
std::vector<ParamInfo>::iterator find_key(ParamGroup& group, std::string_view key) {
  const auto it = std::find_if(group.params.begin(), group.params.end(),
                               [key](const ParamInfo& p) { return p.name == key; });
  if (it == group.params.end())
    throw std::logic_error("parameter group '" + group.name + "' has no parameter '" + std::string(key) + "'");
  return it;
}
}  // namespace

ParamInfo& ParamGroup::operator[](std::string_view key) { return *find_key(*this, key); }

ParamGroup& ParamGroup::insert_after(std::string_view key, const ParamGroup& more) {
  params.insert(find_key(*this, key) + 1, more.params.begin(), more.params.end());
  return *this;
}

ParamGroup& ParamGroup::insert_before(std::string_view key, const ParamGroup& more) {
  params.insert(find_key(*this, key), more.params.begin(), more.params.end());
  return *this;
}

std::vector<ParamInfo> compose(const std::vector<ParamGroup>& groups) {
  std::vector<ParamInfo> all;
  std::map<std::string, std::string> group_of;  // key -> the group that declared it
  for (const ParamGroup& group : groups) {
    for (const ParamInfo& p : group.params) {
      const auto [it, fresh] = group_of.emplace(p.name, group.name);
      if (!fresh)
        throw std::logic_error("parameter '" + p.name + "' is declared twice (by '" + it->second + "' and by '" +
                               group.name + "')");
      all.push_back(p);
    }
  }
  return all;
}

}  // namespace pps
