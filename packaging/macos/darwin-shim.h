// Used only by packaging/macos-syntax-check.sh: the two Darwin fcntl commands
// SolidMark's macOS paths use, with their values from <sys/fcntl.h> of the
// macOS SDK, so those paths can be compiled on Linux.
#pragma once
#define F_NOCACHE 48
#define F_FULLFSYNC 51
