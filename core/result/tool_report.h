#pragma once
// Writers and readers for the tool benchmarks: compression
// (solidmark.compression/1) and copy (solidmark.copy/1). Same conventions as
// report.h: MB means MiB, MB/s with 2 decimals, readers validate every field.
#include "run/compression.h"
#include "run/copy_bench.h"
#include "util/json.h"

#include <string>

namespace sm {

Json to_json(const CompressionResult& r);
std::string to_json_text(const CompressionResult& r);
CompressionResult compression_result_from_json(const Json& j);
std::string console_table(const CompressionResult& r);
std::string csv_report(const CompressionResult& r);

Json to_json(const CopyResult& r);
std::string to_json_text(const CopyResult& r);
CopyResult copy_result_from_json(const Json& j);
std::string console_table(const CopyResult& r);
std::string csv_report(const CopyResult& r);

}  // namespace sm
