#pragma once
// Mixed workloads (IOMeter-style profiles): each request draws its
// direction from a read share, its size from a size distribution and, for
// a partly sequential workload, whether it continues where the last one
// ended. Draws use the worker's own Rng, so a mix costs a few multiplies per
// request and allocates nothing.
#include "data/pattern.h"

#include <cstdint>
#include <vector>

namespace sm {

struct SizeShare {
    std::uint32_t bytes = 4096;
    unsigned percent = 100;  // shares of one mix add up to 100
};

struct Mix {
    unsigned read_percent = 100;    // share of reads; the rest are writes
    unsigned random_percent = 100;  // share of random offsets; the rest continue sequentially
    std::vector<SizeShare> sizes;   // empty: the workload's block size
    // The target's direct-I/O offset alignment; sizes must be multiples of
    // it. A random offset is a multiple of this and of its request's own
    // size (the largest power of two dividing it), as fio aligns a block
    // to its size: an 8 KiB request never straddles a 4 KiB page it does
    // not need, which a page-mapped SSD would pay for with a read-modify-write.
    std::uint32_t offset_align = 512;

    bool active() const noexcept { return !sizes.empty() || read_percent != 100 || random_percent != 100; }
    std::uint32_t largest(std::uint32_t fallback) const noexcept
    {
        std::uint32_t m = sizes.empty() ? fallback : 0;
        for (const SizeShare& s : sizes)
            m = s.bytes > m ? s.bytes : m;
        return m;
    }
};

// One worker's draws over [lo, hi).
class MixPlanner {
public:
    MixPlanner(const Mix& mix, std::uint32_t fallback_bytes, std::uint64_t lo, std::uint64_t hi) noexcept
        : m_mix(&mix), m_fallback(fallback_bytes), m_lo(lo), m_hi(hi), m_next_seq(lo)
    {
    }
    struct Request {
        std::uint64_t offset;
        std::uint32_t bytes;
        bool write;
    };
    // False when the span cannot hold the drawn size.
    bool next(Rng& rng, Request& r) noexcept
    {
        r.write = rng.below(100) >= m_mix->read_percent;
        r.bytes = m_fallback;
        if (!m_mix->sizes.empty()) {
            unsigned pick = static_cast<unsigned>(rng.below(100));
            r.bytes = m_mix->sizes.back().bytes;
            for (const SizeShare& s : m_mix->sizes) {
                if (pick < s.percent) {
                    r.bytes = s.bytes;
                    break;
                }
                pick -= s.percent;
            }
        }
        if (m_hi - m_lo < r.bytes)
            return false;
        const bool sequential = rng.below(100) >= m_mix->random_percent;
        if (sequential && m_next_seq + r.bytes <= m_hi) {
            r.offset = m_next_seq;
        } else {
            // Multiples of the size's natural alignment on the device (not
            // just within this worker's slice); a slice too small for that
            // falls back to the target's alignment.
            const std::uint32_t natural = r.bytes & (~r.bytes + 1);  // largest power of two dividing the size
            std::uint64_t a = natural > m_mix->offset_align ? natural : m_mix->offset_align;
            std::uint64_t base = (m_lo + a - 1) / a * a;
            if (base + r.bytes > m_hi) {
                a = m_mix->offset_align;
                base = m_lo;
            }
            const std::uint64_t positions = (m_hi - base - r.bytes) / a + 1;  // not "slots": a Qt macro
            r.offset = base + rng.below(positions) * a;
        }
        m_next_seq = r.offset + r.bytes;
        return true;
    }

private:
    const Mix* m_mix;
    std::uint32_t m_fallback;
    std::uint64_t m_lo, m_hi, m_next_seq;
};

}  // namespace sm
