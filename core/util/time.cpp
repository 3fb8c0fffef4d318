#include "util/time.h"

#include <chrono>
#include <fmt/format.h>

namespace sm {
namespace {

std::string utc_now(const char* format)
{
    using namespace std::chrono;
    const auto now = floor<seconds>(system_clock::now());
    const auto day = floor<days>(now);
    const year_month_day ymd{day};
    const hh_mm_ss hms{now - day};
    return fmt::format(fmt::runtime(format), static_cast<int>(ymd.year()), static_cast<unsigned>(ymd.month()),
                       static_cast<unsigned>(ymd.day()), hms.hours().count(), hms.minutes().count(),
                       hms.seconds().count());
}

}  // namespace

std::string iso8601_now() { return utc_now("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z"); }

std::string compact_utc_now() { return utc_now("{:04}{:02}{:02}T{:02}{:02}{:02}Z"); }

}  // namespace sm
