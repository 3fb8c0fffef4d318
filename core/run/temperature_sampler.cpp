#include "run/temperature_sampler.h"
#include "util/reason_text.h"

namespace sm {

TemperatureSampler::TemperatureSampler(TemperatureSensor sensor, std::chrono::steady_clock::time_point run_start)
    : m_sensor(std::move(sensor)), m_start(run_start)
{
    m_record.source = m_sensor.source();
    m_record.reason = m_sensor.reason();
    m_record.warning_c = m_sensor.warning_c();
    m_record.critical_c = m_sensor.critical_c();
    if (!m_sensor.available())
        return;
    sample();
    // Sleeps in 10 ms steps on a plain flag, as the phase monitor does (run/phase.cpp).
    m_thread = std::thread([this] {
        auto next = std::chrono::steady_clock::now();
        while (!m_stop.load(std::memory_order_acquire)) {
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
            const auto now = std::chrono::steady_clock::now();
            if (now < next + std::chrono::milliseconds(m_period_ms.load(std::memory_order_relaxed)))
                continue;
            next = now;
            sample();
        }
    });
}

TemperatureSampler::~TemperatureSampler()
{
    m_stop.store(true, std::memory_order_release);
    if (m_thread.joinable())
        m_thread.join();
}

void TemperatureSampler::sample()
{
    const std::optional<double> c = m_sensor.read();
    if (!c)
        return;
    const double t = std::chrono::duration<double>(std::chrono::steady_clock::now() - m_start).count();
    m_latest.store(*c, std::memory_order_relaxed);
    m_has.store(true, std::memory_order_release);
    std::lock_guard lock(m_mutex);
    m_record.samples.push_back({t, *c});
}

std::optional<double> TemperatureSampler::latest() const noexcept
{
    if (!m_has.load(std::memory_order_acquire))
        return std::nullopt;
    return m_latest.load(std::memory_order_relaxed);
}

TemperatureRecord TemperatureSampler::finish()
{
    m_stop.store(true, std::memory_order_release);
    if (m_thread.joinable()) {
        m_thread.join();
        sample();
    }
    std::lock_guard lock(m_mutex);
    if (m_sensor.available() && m_record.samples.empty())
        m_record.reason = reason::kNoReading;
    return m_record;
}

TemperatureRecord TemperatureSampler::snapshot() const
{
    std::lock_guard lock(m_mutex);
    return m_record;
}

}  // namespace sm
