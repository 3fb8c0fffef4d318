#pragma once
// The background temperature sampling of every run (docs/methodology.md
// §14): its own thread reads the drive's sensor once per period (a second
// by default; a sustained write asks for its sample interval) and keeps
// every reading; the I/O threads never wait for the drive's answer.
#include "device/temperature.h"
#include "result/header.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <optional>
#include <thread>

namespace sm {

class TemperatureSampler {
public:
    // Reads once at once (the start value), then every period.
    TemperatureSampler(TemperatureSensor sensor, std::chrono::steady_clock::time_point run_start);
    ~TemperatureSampler();
    TemperatureSampler(const TemperatureSampler&) = delete;
    TemperatureSampler& operator=(const TemperatureSampler&) = delete;

    void set_period_ms(unsigned ms) noexcept { m_period_ms.store(std::max(ms, 100u), std::memory_order_relaxed); }
    // The last reading, if any.
    std::optional<double> latest() const noexcept;
    // Stops the thread, reads a last time (the end value) and gives the record.
    TemperatureRecord finish();
    // The record so far, the thread going on (a fill series' earlier levels).
    TemperatureRecord snapshot() const;

private:
    void sample();

    TemperatureSensor m_sensor;
    std::chrono::steady_clock::time_point m_start;
    std::atomic<unsigned> m_period_ms{1000};
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_has{false};
    std::atomic<double> m_latest{0};
    mutable std::mutex m_mutex;
    TemperatureRecord m_record;
    std::thread m_thread;
};

}  // namespace sm
