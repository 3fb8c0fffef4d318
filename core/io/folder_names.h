#pragma once
// Inside io/: the checked components of a name relative to a Folder.
#include <string>
#include <vector>

namespace sm {

// "a/b/c" -> {"a", "b", "c"}. Throws Error(Internal) for an empty name or
// component, ".", "..", a leading '/', or a '\\' or ':' (a Windows
// separator or stream): SolidMark only names what it creates itself.
std::vector<std::string> folder_components(const std::string& relative);

}  // namespace sm
