#pragma once
// The fio twin of a benchmark (docs/methodology.md §15): a job file fio 3.x
// runs that reproduces the request as closely as fio can (blocks, queue
// depths, threads and their slices, bounds, the untimed fill, write data as
// fio buffer options, a flush at the end of every write phase, a stonewall
// between phases), with every difference fio cannot express written as a
// comment. The request's target becomes `directory=`.
//
// A kind plugs in with one overload of fio_job_file() for its request; its
// command (run/command.h) then offers `export-fio` and `fleet`.
#include "run/preset.h"
#include "run/profile.h"
#include "run/runner.h"
#include "run/steady.h"
#include "run/sweep.h"

#include <string>

namespace sm {

// Name of the one file every job of an export shares, in a folder of its
// own inside `directory=`.
inline constexpr std::string_view kFioFileName = "solidmark-fio.bin";
inline constexpr std::string_view kFioFolderPrefix = "solidmark-fio-";

// filename= of an export: "solidmark-fio-<random>/solidmark-fio.bin". fio
// creates that folder (mode 0700) in directory= before its first job, so a
// root fio (or a `fio --server`) never opens, truncates or unlinks a file
// another user put at a fixed name in a shared target; the name is made up
// for each export.
std::string fio_private_file_name();

// `dir` as a job file's `directory=` value, written the way fio reads it
// back (fio's options.c get_next_str and parse.c strip_blank_end): ':'
// separates directories, so each ':' of the path is escaped as "\:"; '='
// and inner blanks are fine (the option name ends at the first '='). What
// fio cannot read back from a job file is refused with Error(InvalidInput):
// ';' or '#' (a comment from there on), blanks at either end (stripped),
// a control character, "${" and fio's $pagesize/$mb_memory/$ncpus (substituted).
std::string fio_directory_value(const std::string& dir);

std::string fio_job_file(const RunRequest& req);
std::string fio_job_file(const PresetRequest& req);
std::string fio_job_file(const ProfileRequest& req);
std::string fio_job_file(const SweepRequest& req);
std::string fio_job_file(const SteadyRequest& req);

}  // namespace sm
