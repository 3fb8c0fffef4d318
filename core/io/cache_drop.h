#pragma once
// Dropping a buffered file's cached pages while the file stays in use: the
// buffered mode's read phases (docs/methodology.md §2) and the copy
// benchmark's source files (§7).
//
// Linux drops them with posix_fadvise(DONTNEED) on the open descriptor.
// Windows has no such call: an unbuffered open of a file makes the cache
// manager flush and purge the file's pages, but only when no cached handle
// to it is open (FastFAT's create.c in microsoft/Windows-driver-samples,
// FatOpenExistingFcb, purges when the file's open handles are all uncached;
// NTFS's source is closed, and it is said to follow the same rule). So on
// Windows the cached handle is
// closed first, an uncached one keeping the file (and, opened without
// FILE_SHARE_DELETE, its name), the unbuffered open is made then, and the
// cached handle is opened again from the uncached one.
//
// A template over the file, so tests/test_windows_rules.cpp checks that order
// with a recording fake on every platform.
#include "io/direct_file.h"

#include <cerrno>
#include <utility>

namespace sm {

#if defined(_WIN32)
inline constexpr bool kPurgeNeedsNoCachedHandle = true;
#else
inline constexpr bool kPurgeNeedsNoCachedHandle = false;
#endif

// Flushes `cached` and drops its pages; with CloseFirst (Windows), `cached`
// is a new handle on the same file afterwards, in the same mode (or, if that
// reopen was refused, the uncached one, and the error is returned). 0, or
// an errno value.
template <bool CloseFirst, class File>
int drop_cached_pages(File& cached) noexcept
{
    if (const int rc = cached.flush(); rc < 0)
        return -rc;  // dirty pages are not dropped
    if constexpr (!CloseFirst) {
        return cached.drop_cache();
    } else {
        int err = 0;
        File keeper = cached.try_reopen(true, &err);
        if (!keeper.is_open())
            return err ? err : EIO;
        cached.close();
        err = keeper.drop_cache();  // the unbuffered open, now that no cached handle is open
        int reopen_err = 0;
        File again = keeper.try_reopen(false, &reopen_err);
        if (!again.is_open()) {
            cached = std::move(keeper);
            return err ? err : (reopen_err ? reopen_err : EIO);
        }
        cached = std::move(again);
        return err;
    }
}

// The platform's way, on a DirectFile.
inline int evict_cached_pages(DirectFile& cached) noexcept
{
    return drop_cached_pages<kPurgeNeedsNoCachedHandle>(cached);
}

}  // namespace sm
