// Catch2's main for builds without Catch2::Catch2WithMain (the Windows cross-build).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
