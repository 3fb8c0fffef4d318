#include "device/mountinfo.h"

#include <cstdio>
#include <sstream>

namespace sm {

std::string unescape_mount_field(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '\\' && i + 3 < s.size() && s[i + 1] >= '0' && s[i + 1] <= '3' && s[i + 2] >= '0' &&
            s[i + 2] <= '7' && s[i + 3] >= '0' && s[i + 3] <= '7') {
            out += static_cast<char>((s[i + 1] - '0') * 64 + (s[i + 2] - '0') * 8 + (s[i + 3] - '0'));
            i += 3;
        } else {
            out += s[i];
        }
    }
    return out;
}

std::optional<MountEntry> parse_mountinfo_line(std::string_view text)
{
    std::istringstream ls{std::string(text)};
    std::string id, parent, majmin, root, mp, opts;
    if (!(ls >> id >> parent >> majmin >> root >> mp >> opts))
        return std::nullopt;
    std::string tok;
    bool separator = false;
    while (ls >> tok)
        if (tok == "-") {
            separator = true;
            break;
        }
    if (!separator)
        return std::nullopt;
    MountEntry e;
    std::string fstype, source, super;
    if (!(ls >> fstype))
        return std::nullopt;
    ls >> source >> super;
    if (std::sscanf(majmin.c_str(), "%u:%u", &e.major, &e.minor) != 2)
        return std::nullopt;
    e.root = unescape_mount_field(root);
    e.mount_point = unescape_mount_field(mp);
    e.options = opts;
    e.fstype = unescape_mount_field(fstype);
    e.source = unescape_mount_field(source);
    e.super_options = unescape_mount_field(super);
    return e;
}

std::vector<MountEntry> parse_mountinfo(std::istream& in)
{
    std::vector<MountEntry> out;
    std::string line;
    while (std::getline(in, line))
        if (auto e = parse_mountinfo_line(line))
            out.push_back(std::move(*e));
    return out;
}

const MountEntry* mount_holding(const std::vector<MountEntry>& mounts, const std::string& t)
{
    const MountEntry* best = nullptr;
    for (const MountEntry& e : mounts) {
        const std::string& m = e.mount_point;
        const bool under =
            t == m || m == "/" || (t.size() > m.size() && t.compare(0, m.size(), m) == 0 && t[m.size()] == '/');
        if (under && (!best || m.size() >= best->mount_point.size()))
            best = &e;
    }
    return best;
}

std::optional<std::string> mount_option(std::string_view options, std::string_view key)
{
    std::string cur;
    std::vector<std::string> parts;
    for (std::size_t i = 0; i < options.size(); ++i) {
        if (options[i] == '\\' && i + 1 < options.size() && options[i + 1] == ',') {
            cur += ',';
            ++i;
        } else if (options[i] == ',') {
            parts.push_back(cur);
            cur.clear();
        } else {
            cur += options[i];
        }
    }
    parts.push_back(cur);
    for (const std::string& p : parts) {
        if (p == key)
            return std::string{};
        if (p.size() > key.size() && p.compare(0, key.size(), key) == 0 && p[key.size()] == '=')
            return p.substr(key.size() + 1);
    }
    return std::nullopt;
}

}  // namespace sm
