// udisks2 in a build without it (Windows, macOS, SOLIDMARK_WITH_UDISKS=OFF):
// every open says so, and the caller falls back to the test file.
#include "device/udisks.h"

namespace sm {

bool udisks_may_be_needed() noexcept { return false; }

UdisksOpen udisks_open_read_only(const std::filesystem::path&, const UdisksOptions&)
{
    UdisksOpen o;
    o.failure = UdisksFailure::NotAvailable;
    o.detail = "udisks2 not available on this platform";
    return o;
}

UdisksSmart udisks_ata_smart(const std::filesystem::path&, const UdisksOptions&)
{
    UdisksSmart s;
    s.reason = "udisks2 not available on this platform";
    return s;
}

}  // namespace sm
