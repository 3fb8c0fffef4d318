#include "desktop/device_permission.h"

#include <atomic>

namespace smui {
namespace {

std::atomic<DeviceAnswer> g_answer{DeviceAnswer::None};

}  // namespace

DeviceAnswer sessionDeviceAnswer() { return g_answer.load(); }

void setSessionDeviceAnswer(DeviceAnswer answer) { g_answer.store(answer); }

}  // namespace smui
