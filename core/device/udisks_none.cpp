// udisks2 in a build without it (Windows, macOS, SOLIDMARK_WITH_UDISKS=OFF):
// every open says so, and the caller falls back to the test file.
#include "device/udisks.h"
#include "util/reason_text.h"

namespace sm {

bool udisks_may_be_needed() noexcept { return false; }

UdisksOpen udisks_open_read_only(const std::filesystem::path&, const UdisksOptions&)
{
    UdisksOpen o;
    o.failure = UdisksFailure::NotAvailable;
    o.detail = reason::kUdisksNotHere;
    return o;
}

UdisksSmart udisks_ata_smart(const std::filesystem::path&, const UdisksOptions&)
{
    UdisksSmart s;
    s.reason = reason::kUdisksNotHere;
    return s;
}

}  // namespace sm
