#include "ai/core/param_group.h"

#include <algorithm>
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
  // A player has a few dozen parameters at most: a linear search for
  // repeats costs less (here and in the engine's download) than a map.
  std::vector<ParamInfo> all;
  std::vector<const std::string*> declared_by;  // the group of each of `all`
  for (const ParamGroup& group : groups) {
    for (const ParamInfo& p : group.params) {
      const auto it = std::find_if(all.begin(), all.end(), [&](const ParamInfo& q) { return q.name == p.name; });
      if (it != all.end())
        throw std::logic_error("parameter '" + p.name + "' is declared twice (by '" + *declared_by[it - all.begin()] +
                               "' and by '" + group.name + "')");
      all.push_back(p);
      declared_by.push_back(&group.name);
    }
  }
  return all;
}

}  // namespace pps
