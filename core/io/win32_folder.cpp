// Windows backend of Folder (io/folder.h). A folder SolidMark creates gets
// an ACL that grants its owner alone, and is held open without delete
// sharing while in use, so nobody can rename it or put a junction in its
// place. Removal goes by handle: each entry is opened with
// FILE_FLAG_OPEN_REPARSE_POINT, so a junction, a mount point or a symlink is
// deleted as itself and never descended into (MinGW's
// std::filesystem::remove_all follows junctions: its lstat is stat). A
// folder found on the drive (stale, kept) is only ever removed when its
// owner SID is this user's.
#if defined(_WIN32)

#include "io/folder.h"
#include "io/folder_names.h"

#include "util/error.h"

#include <aclapi.h>
#include <fmt/format.h>
#include <memory>
#include <optional>
#include <utility>
#include <sddl.h>
#include <windows.h>

namespace sm {
namespace {

HANDLE handle_of(std::intptr_t h) { return reinterpret_cast<HANDLE>(h); }

// A handle closed on scope exit (INVALID_HANDLE_VALUE: none).
struct CloseHandleOf {
    void operator()(HANDLE h) const noexcept
    {
        if (h != INVALID_HANDLE_VALUE)
            CloseHandle(h);
    }
};
struct OwnedHandle : std::unique_ptr<void, CloseHandleOf> {
    using unique_ptr::unique_ptr;
    bool ok() const { return get() != INVALID_HANDLE_VALUE; }
};

std::filesystem::path path_under(const std::filesystem::path& root, const std::string& relative)
{
    std::filesystem::path p = root;
    for (const std::string& part : folder_components(relative))
        p /= std::filesystem::path(part);
    return p;
}

constexpr DWORD kShareAll = FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE;
constexpr DWORD kNoFollow = FILE_FLAG_BACKUP_SEMANTICS | FILE_FLAG_OPEN_REPARSE_POINT;

// The entry itself, never what a reparse point leads to.
HANDLE open_entry(const std::filesystem::path& path, DWORD access, DWORD share = kShareAll)
{
    return CreateFileW(path.c_str(), access, share, nullptr, OPEN_EXISTING, kNoFollow, nullptr);
}

bool info_of(HANDLE h, BY_HANDLE_FILE_INFORMATION& info) { return GetFileInformationByHandle(h, &info) != 0; }

// The SIDs a file this process creates can be owned by: its user, and its
// token's default owner (BUILTIN\Administrators for an elevated administrator).
struct TokenSids {
    std::vector<BYTE> user, owner;
};

std::vector<BYTE> token_part(HANDLE token, TOKEN_INFORMATION_CLASS what)
{
    DWORD size = 0;
    GetTokenInformation(token, what, nullptr, 0, &size);
    std::vector<BYTE> buf(size);
    if (size == 0 || !GetTokenInformation(token, what, buf.data(), size, &size))
        return {};
    PSID sid = what == TokenUser ? reinterpret_cast<TOKEN_USER*>(buf.data())->User.Sid
                                 : reinterpret_cast<TOKEN_OWNER*>(buf.data())->Owner;
    const DWORD len = GetLengthSid(sid);
    std::vector<BYTE> out(len);
    CopySid(len, out.data(), sid);
    return out;
}

const TokenSids& token_sids()
{
    static const TokenSids sids = [] {
        TokenSids s;
        HANDLE token = nullptr;
        if (OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, &token)) {
            s.user = token_part(token, TokenUser);
            s.owner = token_part(token, TokenOwner);
            CloseHandle(token);
        }
        return s;
    }();
    return sids;
}

// A volume without persistent ACLs (FAT, exFAT) has no owners to check.
bool keeps_owners(HANDLE h)
{
    DWORD flags = 0;
    return !GetVolumeInformationByHandleW(h, nullptr, 0, nullptr, nullptr, &flags, nullptr, 0) ||
        (flags & FILE_PERSISTENT_ACLS) != 0;
}

bool owned_by_us(HANDLE h)
{
    if (!keeps_owners(h))
        return true;
    PSID owner = nullptr;
    PSECURITY_DESCRIPTOR sd = nullptr;
    if (GetSecurityInfo(h, SE_FILE_OBJECT, OWNER_SECURITY_INFORMATION, &owner, nullptr, nullptr, nullptr, &sd) !=
        ERROR_SUCCESS)
        return false;
    const TokenSids& us = token_sids();
    const bool mine = owner &&
        ((!us.user.empty() && EqualSid(owner, const_cast<BYTE*>(us.user.data()))) ||
         (!us.owner.empty() && EqualSid(owner, const_cast<BYTE*>(us.owner.data()))));
    LocalFree(sd);
    return mine;
}

// A protected DACL that grants full control to this user alone, inherited
// by everything created inside.
struct OwnerOnly {
    PSECURITY_DESCRIPTOR sd = nullptr;
    SECURITY_ATTRIBUTES sa{sizeof(SECURITY_ATTRIBUTES), nullptr, FALSE};
    OwnerOnly()
    {
        const TokenSids& us = token_sids();
        LPWSTR sid = nullptr;
        if (us.user.empty() || !ConvertSidToStringSidW(const_cast<BYTE*>(us.user.data()), &sid))
            return;
        const std::wstring sddl = L"D:P(A;OICI;FA;;;" + std::wstring(sid) + L")";
        LocalFree(sid);
        if (ConvertStringSecurityDescriptorToSecurityDescriptorW(sddl.c_str(), SDDL_REVISION_1, &sd, nullptr))
            sa.lpSecurityDescriptor = sd;
    }
    ~OwnerOnly() { LocalFree(sd); }
    OwnerOnly(const OwnerOnly&) = delete;
    OwnerOnly& operator=(const OwnerOnly&) = delete;
};

struct Listed {
    std::wstring name;
    DWORD attributes = 0;
    std::uint64_t bytes = 0;
};

// The entries of the folder open as `dir` (FILE_LIST_DIRECTORY), read from
// the handle itself.
std::vector<Listed> list_handle(HANDLE dir)
{
    std::vector<Listed> out;
    alignas(8) static thread_local BYTE buf[64 * 1024];
    FILE_INFO_BY_HANDLE_CLASS cls = FileIdBothDirectoryRestartInfo;
    while (GetFileInformationByHandleEx(dir, cls, buf, sizeof buf)) {
        cls = FileIdBothDirectoryInfo;
        for (auto* e = reinterpret_cast<FILE_ID_BOTH_DIR_INFO*>(buf);;
             e = reinterpret_cast<FILE_ID_BOTH_DIR_INFO*>(reinterpret_cast<BYTE*>(e) + e->NextEntryOffset)) {
            std::wstring name(e->FileName, e->FileNameLength / sizeof(WCHAR));
            if (name != L"." && name != L"..")
                out.push_back({std::move(name), e->FileAttributes, static_cast<std::uint64_t>(e->EndOfFile.QuadPart)});
            if (e->NextEntryOffset == 0)
                break;
        }
    }
    return out;
}

bool same_file(HANDLE a, HANDLE b)
{
    BY_HANDLE_FILE_INFORMATION x{}, y{};
    return info_of(a, x) && info_of(b, y) && x.dwVolumeSerialNumber == y.dwVolumeSerialNumber &&
        x.nFileIndexHigh == y.nFileIndexHigh && x.nFileIndexLow == y.nFileIndexLow;
}

// The entries of the folder held open as `held`, at `path`, as they are
// now: read through a handle of its own, checked to be the same folder.
// (Wine reads a folder once per handle and answers a restarted listing from
// that first read.) nullopt when it cannot be opened or is another folder.
std::optional<std::vector<Listed>> list_folder(HANDLE held, const std::filesystem::path& path)
{
    OwnedHandle h(open_entry(path, FILE_LIST_DIRECTORY | FILE_READ_ATTRIBUTES | SYNCHRONIZE));
    if (!h.ok() || !same_file(h.get(), held))
        return std::nullopt;
    return list_handle(h.get());
}

bool is_reparse(DWORD attributes) { return (attributes & FILE_ATTRIBUTE_REPARSE_POINT) != 0; }
bool is_folder(DWORD attributes) { return (attributes & FILE_ATTRIBUTE_DIRECTORY) != 0; }

int delete_by_handle(HANDLE h, DWORD attributes)
{
    if (attributes & FILE_ATTRIBUTE_READONLY) {
        FILE_BASIC_INFO basic{};
        basic.FileAttributes = (attributes & ~FILE_ATTRIBUTE_READONLY) | FILE_ATTRIBUTE_NORMAL;
        SetFileInformationByHandle(h, FileBasicInfo, &basic, sizeof basic);
    }
    FILE_DISPOSITION_INFO d{TRUE};
    return SetFileInformationByHandle(h, FileDispositionInfo, &d, sizeof d) ? 0 : errno_from_win32(GetLastError());
}

// What the listing of the folder held as `dir` at `path` says about `name`.
std::optional<Listed> listed(HANDLE dir, const std::filesystem::path& path, const std::wstring& name)
{
    std::optional<std::vector<Listed>> entries = list_folder(dir, path);
    for (Listed& e : entries ? *entries : std::vector<Listed>{})
        if (_wcsicmp(e.name.c_str(), name.c_str()) == 0)
            return std::move(e);
    return std::nullopt;
}

int remove_children(HANDLE dir, const std::filesystem::path& path) noexcept;

// Removes the entry at `path` (listed with `listed_attributes`): a reparse
// point as itself, a folder after its content. A reparse point is never
// descended into; and when the listing says reparse point but the handle
// opened is not one, the system has opened what it points to (Wine does
// that for a host symlink, and would then delete an empty target): that is
// left alone, and EPERM returned.
int remove_entry(const std::filesystem::path& path, DWORD listed_attributes) noexcept
{
    OwnedHandle h(
        open_entry(path, DELETE | FILE_READ_ATTRIBUTES | FILE_WRITE_ATTRIBUTES | FILE_LIST_DIRECTORY | SYNCHRONIZE));
    if (!h.ok())
        return GetLastError() == ERROR_FILE_NOT_FOUND ? 0 : errno_from_win32(GetLastError());
    BY_HANDLE_FILE_INFORMATION info{};
    if (!info_of(h.get(), info))
        return errno_from_win32(GetLastError());
    const bool link = is_reparse(info.dwFileAttributes);
    if (is_reparse(listed_attributes) && !link)
        return EPERM;
    if (is_folder(info.dwFileAttributes) && !link)
        if (const int rc = remove_children(h.get(), path))
            return rc;
    return delete_by_handle(h.get(), info.dwFileAttributes);
}

int remove_children(HANDLE dir, const std::filesystem::path& path) noexcept
{
    int first = 0;
    try {
        const std::optional<std::vector<Listed>> entries = list_folder(dir, path);
        if (!entries)
            return EBUSY;
        for (const Listed& e : *entries)
            if (const int rc = remove_entry(path / e.name, e.attributes); rc && !first)
                first = rc;
    } catch (...) {
        return ENOMEM;
    }
    return first;
}

Error folder_error(DWORD e, const std::filesystem::path& path, std::string_view action)
{
    const int err = errno_from_win32(e);
    if (err == EACCES)
        return Error(ErrorKind::NotWritable,
                     fmt::format("Cannot {} '{}': access denied. Choose a folder you are "
                                 "allowed to write to.",
                                 action, path.string()));
    if (err == ENOSPC)
        return Error(ErrorKind::NoSpace, fmt::format("Cannot {} '{}': the volume is full.", action, path.string()));
    if (err == ENOENT)
        return Error(ErrorKind::NotFound, fmt::format("'{}' does not exist.", path.string()));
    return Error(ErrorKind::Io, fmt::format("Cannot {} '{}' (Windows error {}).", action, path.string(), e));
}

// Access for a folder SolidMark holds: to read it, never to delete it (a
// holder with DELETE access would make every open without delete sharing
// fail: Wine's FindFirstFileW, a backup tool), so it is reopened for that.
constexpr DWORD kHeldAccess = READ_CONTROL | FILE_LIST_DIRECTORY | FILE_TRAVERSE | FILE_READ_ATTRIBUTES | SYNCHRONIZE;

// A folder opened as held: no delete sharing (nobody renames or replaces it
// while it is open), not a reparse point, owned by this user; why otherwise.
HANDLE open_held(const std::filesystem::path& path, std::string& why)
{
    OwnedHandle h(open_entry(path, kHeldAccess, FILE_SHARE_READ | FILE_SHARE_WRITE));
    BY_HANDLE_FILE_INFORMATION info{};
    if (!h.ok()) {
        const DWORD e = GetLastError();
        why = e == ERROR_SHARING_VIOLATION ? "it is in use" : fmt::format("it cannot be opened (Windows error {})", e);
        return INVALID_HANDLE_VALUE;
    }
    if (!info_of(h.get(), info) || !is_folder(info.dwFileAttributes) || is_reparse(info.dwFileAttributes)) {
        why = "it is not a folder (a junction, a symbolic link or another file)";
        return INVALID_HANDLE_VALUE;
    }
    if (!owned_by_us(h.get())) {
        why = "it belongs to another user";
        return INVALID_HANDLE_VALUE;
    }
    return h.release();
}

}  // namespace

void Folder::close() noexcept
{
    if (m_handle != -1)
        CloseHandle(handle_of(m_handle));
    m_handle = m_parent = -1;
}

Folder Folder::open(const std::filesystem::path& path)
{
    HANDLE h = CreateFileW(path.c_str(),
                           FILE_LIST_DIRECTORY | FILE_TRAVERSE | READ_CONTROL | FILE_READ_ATTRIBUTES | SYNCHRONIZE,
                           kShareAll, nullptr, OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, nullptr);
    if (h == INVALID_HANDLE_VALUE)
        throw folder_error(GetLastError(), path, "open the folder");
    BY_HANDLE_FILE_INFORMATION info{};
    if (!info_of(h, info) || !is_folder(info.dwFileAttributes)) {
        CloseHandle(h);
        throw Error(ErrorKind::NotFound, fmt::format("'{}' is not a folder.", path.string()));
    }
    Folder f;
    f.m_handle = reinterpret_cast<std::intptr_t>(h);
    f.m_path = path;
    return f;
}

Folder Folder::create_private(const std::string& name) const
{
    const std::filesystem::path path = path_under(m_path, name);
    OwnerOnly acl;
    if (!CreateDirectoryW(path.c_str(), acl.sd ? &acl.sa : nullptr)) {
        const DWORD e = GetLastError();
        if (e == ERROR_ALREADY_EXISTS || e == ERROR_FILE_EXISTS)
            return {};
        if (errno_from_win32(e) == EACCES)
            throw Error(ErrorKind::NotWritable,
                        fmt::format("The folder '{}' is not writable (access denied). Choose "
                                    "a folder you are allowed to write to.",
                                    m_path.string()));
        throw folder_error(e, path, "create the folder");
    }
    std::string why;
    const std::optional<Listed> seen = listed(handle_of(m_handle), m_path, path_under({}, name).wstring());
    HANDLE h = seen && !is_reparse(seen->attributes) ? open_held(path, why) : INVALID_HANDLE_VALUE;
    const auto inside = h == INVALID_HANDLE_VALUE ? std::nullopt : list_folder(h, path);
    if (!inside || !inside->empty()) {
        if (h != INVALID_HANDLE_VALUE)
            CloseHandle(h);
        throw Error(ErrorKind::Io,
                    fmt::format("The new folder '{}' was replaced by something else before SolidMark could open it "
                                "({}): another user can write to '{}'. Nothing was written there. Choose a folder "
                                "only you can write to.",
                                path.string(), why.empty() ? "it is not empty" : why, m_path.string()));
    }
    Folder f;
    f.m_handle = reinterpret_cast<std::intptr_t>(h);
    f.m_name = name;
    f.m_path = path;
    return f;
}

Folder Folder::open_owned(const std::string& name, std::string* why) const
{
    std::string reason;
    const std::optional<Listed> seen = listed(handle_of(m_handle), m_path, path_under({}, name).wstring());
    HANDLE h = INVALID_HANDLE_VALUE;
    if (!seen)
        reason = "it is gone";
    else if (is_reparse(seen->attributes))
        reason = "it is not a folder (a junction, a symbolic link or another file)";
    else
        h = open_held(path_under(m_path, name), reason);
    if (h == INVALID_HANDLE_VALUE) {
        if (why)
            *why = reason;
        return {};
    }
    Folder f;
    f.m_handle = reinterpret_cast<std::intptr_t>(h);
    f.m_name = name;
    f.m_path = path_under(m_path, name);
    return f;
}

void Folder::make_folder(const std::string& relative) const
{
    // Inside a folder only its owner may write: the ACL is inherited.
    const std::filesystem::path path = path_under(m_path, relative);
    if (!CreateDirectoryW(path.c_str(), nullptr))
        throw folder_error(GetLastError(), path, "create the folder");
}

DirectFile Folder::create_file(const std::string& relative, bool direct, bool write_through) const
{
    return DirectFile::create_new(path_under(m_path, relative), direct, write_through);
}

DirectFile Folder::open_file(const std::string& relative, bool direct) const
{
    const std::filesystem::path path = path_under(m_path, relative);
    {
        OwnedHandle h(open_entry(path, FILE_READ_ATTRIBUTES));
        if (!h.ok())  // missing (NotFound, as on POSIX: a capacity file gone), or access denied
            throw folder_error(GetLastError(), path, "open");
        BY_HANDLE_FILE_INFORMATION info{};
        if (!info_of(h.get(), info) || is_folder(info.dwFileAttributes) || is_reparse(info.dwFileAttributes))
            throw Error(ErrorKind::Io, fmt::format("Refusing to read '{}': it is not a regular file.", path.string()));
    }
    return DirectFile::open_read_only(path, direct);
}

void Folder::create_small_file(const std::string& relative, const std::string& content) const
{
    const std::filesystem::path path = path_under(m_path, relative);
    OwnedHandle h(CreateFileW(path.c_str(), GENERIC_WRITE, 0, nullptr, CREATE_NEW,
                              FILE_ATTRIBUTE_NORMAL | FILE_FLAG_OPEN_REPARSE_POINT, nullptr));
    if (!h.ok())
        throw folder_error(GetLastError(), path, "create");
    DWORD written = 0;
    if (!WriteFile(h.get(), content.data(), static_cast<DWORD>(content.size()), &written, nullptr) ||
        written != content.size())
        throw folder_error(GetLastError(), path, "write");
}

std::optional<std::string> Folder::read_private_file(const std::string& relative, std::size_t max_bytes) const noexcept
{
    try {
        OwnedHandle h(open_entry(path_under(m_path, relative), GENERIC_READ | READ_CONTROL, FILE_SHARE_READ));
        BY_HANDLE_FILE_INFORMATION info{};
        if (!h.ok() || !info_of(h.get(), info) || is_folder(info.dwFileAttributes) ||
            is_reparse(info.dwFileAttributes) || info.nFileSizeHigh != 0 || info.nFileSizeLow > max_bytes ||
            !owned_by_us(h.get()))
            return std::nullopt;
        std::string out(info.nFileSizeLow, '\0');
        DWORD got = 0;
        if (!out.empty() && !ReadFile(h.get(), out.data(), static_cast<DWORD>(out.size()), &got, nullptr))
            return std::nullopt;
        out.resize(got);
        return out;
    } catch (...) {
        return std::nullopt;
    }
}

std::vector<Folder::Entry> Folder::walk(const std::string& relative) const
{
    std::vector<Entry> out;
    // (the folder from this one, its name from `relative`), depth first
    std::vector<std::pair<std::string, std::string>> pending{{relative, {}}};
    while (!pending.empty()) {
        const auto [at, prefix] = pending.back();
        pending.pop_back();
        const std::filesystem::path path = at.empty() ? m_path : path_under(m_path, at);
        OwnedHandle h(open_entry(path, FILE_LIST_DIRECTORY | SYNCHRONIZE));
        if (!h.ok())
            throw folder_error(GetLastError(), path, "list");
        for (const Listed& e : list_handle(h.get())) {
            Entry entry;
            const std::string name = std::filesystem::path(e.name).string();
            entry.relative = prefix.empty() ? name : prefix + "/" + name;
            entry.link = is_reparse(e.attributes);
            entry.folder = is_folder(e.attributes) && !entry.link;
            entry.bytes = entry.folder || entry.link ? 0 : e.bytes;
            if (entry.folder)
                pending.emplace_back(at.empty() ? name : at + "/" + name, entry.relative);
            out.push_back(std::move(entry));
        }
    }
    return out;
}

std::vector<std::string> Folder::names(const std::string& relative) const
{
    std::vector<std::string> out;
    const auto add = [&](HANDLE dir) {
        for (const Listed& e : list_handle(dir))
            out.push_back(std::filesystem::path(e.name).string());
    };
    if (relative.empty()) {
        const std::optional<std::vector<Listed>> entries = list_folder(handle_of(m_handle), m_path);
        if (!entries)
            throw Error(ErrorKind::Io, fmt::format("Cannot list the folder '{}'.", m_path.string()));
        for (const Listed& e : *entries)
            out.push_back(std::filesystem::path(e.name).string());
        return out;
    }
    OwnedHandle h(open_entry(path_under(m_path, relative), FILE_LIST_DIRECTORY | SYNCHRONIZE));
    if (!h.ok())
        throw folder_error(GetLastError(), path_under(m_path, relative), "list");
    add(h.get());
    return out;
}

std::optional<Folder::Entry> Folder::stat(const std::string& relative) const noexcept
{
    try {
        OwnedHandle h(open_entry(path_under(m_path, relative), FILE_READ_ATTRIBUTES));
        BY_HANDLE_FILE_INFORMATION info{};
        if (!h.ok() || !info_of(h.get(), info))
            return std::nullopt;
        Entry e;
        e.relative = relative;
        e.link = is_reparse(info.dwFileAttributes);
        e.folder = is_folder(info.dwFileAttributes) && !e.link;
        e.bytes = e.folder || e.link ? 0 : (std::uint64_t(info.nFileSizeHigh) << 32) | info.nFileSizeLow;
        return e;
    } catch (...) {
        return std::nullopt;
    }
}

int Folder::flush_file(const std::string& relative) const noexcept
{
    try {
        return flush_existing_file(path_under(m_path, relative));
    } catch (...) {
        return -EINVAL;
    }
}

int Folder::flush_folder(const std::string&) const noexcept { return 0; }  // NTFS journals its metadata

int Folder::remove(const std::string& relative) const noexcept
{
    try {
        const std::filesystem::path path = path_under(m_path, relative);
        OwnedHandle parent(open_entry(path.parent_path(), FILE_LIST_DIRECTORY | SYNCHRONIZE));
        if (!parent.ok())
            return errno_from_win32(GetLastError());
        const std::optional<Listed> seen = listed(parent.get(), path.parent_path(), path.filename().wstring());
        return seen ? remove_entry(path, seen->attributes) : 0;
    } catch (...) {
        return EINVAL;
    }
}

int Folder::remove_all() noexcept
{
    if (!is_open())
        return 0;
    int rc = remove_children(handle_of(m_handle), m_path);
    BY_HANDLE_FILE_INFORMATION held{};
    if (rc != 0 || m_name.empty() || !info_of(handle_of(m_handle), held)) {
        close();
        return rc;
    }
    // Our own handle shares no delete: it goes first, and the folder is
    // reopened for deletion, and deleted only if it is the very same folder
    // (volume and file index), not a reparse point put in its place.
    close();
    OwnedHandle h(open_entry(m_path, DELETE | FILE_READ_ATTRIBUTES | SYNCHRONIZE));
    BY_HANDLE_FILE_INFORMATION now{};
    if (!h.ok())
        return errno_from_win32(GetLastError());
    if (!info_of(h.get(), now) || is_reparse(now.dwFileAttributes) ||
        now.dwVolumeSerialNumber != held.dwVolumeSerialNumber || now.nFileIndexHigh != held.nFileIndexHigh ||
        now.nFileIndexLow != held.nFileIndexLow)
        return ENOENT;  // moved away: what is at its name now is not ours
    return delete_by_handle(h.get(), now.dwFileAttributes);
}

}  // namespace sm

#endif  // _WIN32
