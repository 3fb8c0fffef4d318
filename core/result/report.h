#pragma once
// Result writers (JSON, CSV, AS SSD-style text, console table) and the JSON
// reader. All of them work from RunResult.
#include "result/run_result.h"
#include "util/json.h"

#include <string>

namespace sm {

Json to_json(const RunResult& r);
std::string to_json_text(const RunResult& r);
// Validates schema and every field; throws Error(Malformed) naming the field.
RunResult run_result_from_json(const Json& j);
RunResult run_result_from_json_text(std::string_view text);

// AS SSD's layout: header block, then Sequential / 4K / 4K-64Thrd /
// Acc.time / Score.
std::string text_report(const RunResult& r);
std::string csv_report(const RunResult& r);
// The compact grid printed by solidmark-cli run.
std::string console_table(const RunResult& r);

// Cell texts shared by every view (SPEC §1): "1353.82 MB/s", "0.045 ms",
// "----" / "-.--- ms" when not measured; IOPS view variants.
std::string cell_text(const RunResult& r, TestId t, bool write, bool iops_view);
std::string score_text(const std::optional<long>& s);
std::string n_a(const std::string& s);

// Reads a whole file; throws Error(NotFound/Malformed) with the path.
std::string read_text_file(const std::string& path);
// Writes atomically enough for exports (temp + rename); throws Error.
void write_text_file(const std::string& path, const std::string& text);

}  // namespace sm
