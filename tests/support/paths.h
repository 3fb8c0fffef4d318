#pragma once
// Where a test program finds the source tree's fixtures and the programs it
// runs. The paths are compiled into one small generated source per test
// program (build/tests/<program>_paths.cpp, solidmark_test_paths() in
// tests/CMakeLists.txt), not onto every test file's command line: a clone in
// another folder then compiles the test files to the same objects, and the
// compiler cache serves them (docs/testing.md, "Compiler cache").
// Under Wine the paths are the host's, through Z:.
namespace smtest::paths {
extern const char* const fixtures;        // tests/fixtures
extern const char* const sysfs_fixtures;  // tests/fixtures/sysfs
extern const char* const cli;             // the solidmark-cli under test
extern const char* const gui;             // the solidmark under test ("" without the GUI)
extern const char* const man_page;        // resources/solidmark-cli.1
}  // namespace smtest::paths
