#pragma once
// The session's answer to the whole-drive question ("Reading the whole drive
// needs your permission; nothing is written", README: udisks2 and polkit),
// asked by the main window before the first run that reads the whole drive.
// Process-wide, so the tools follow it: Allow lets polkit prompt
// (CommonRequest::authorize), a test file instead keeps reads off the device.
namespace smui {

enum class DeviceAnswer { None, Allow, TestFile };

DeviceAnswer sessionDeviceAnswer();
void setSessionDeviceAnswer(DeviceAnswer answer);

}  // namespace smui
