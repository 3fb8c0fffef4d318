#pragma once
// Side-by-side comparison of two results of the same kind (docs/methodology.md §8): every
// measured value of A and B and the change in percent, with the direction
// that counts as better (higher MB/s and IOPS, lower latency and seconds).
#include "result/kind.h"

#include <optional>
#include <string>
#include <vector>

namespace sm {

struct CompareRow {
    std::string item;
    std::string metric;
    std::optional<double> a, b;
    bool higher_is_better = true;

    // (b - a) / a in percent; empty when either value is missing or a is 0.
    std::optional<double> delta_percent() const;
    // +1 when B is better than A, -1 when worse, 0 when equal or unknown.
    int verdict() const;
};

struct Comparison {
    std::string kind;  // the ResultKind key: "run", "compression", "copy", …
    std::string title_a, title_b;
    std::vector<CompareRow> rows;
};

// Every metric of A and B (each kind's compare_metrics, through the
// registry), matched by item and metric. Throws Error(Malformed) for an
// unreadable document and Error(InvalidInput) when the kinds differ.
Comparison compare_documents(const Json& a, const Json& b, const std::string& title_a, const std::string& title_b);
std::string compare_table(const Comparison& c);
// The texts every view shows for a value ("1234.56" MB/s, "0.031" ms, "n/a")
// and for a row's change ("+12.3 %", "n/a").
std::string compare_value_text(const std::optional<double>& v, const std::string& metric);
std::string compare_delta_text(const CompareRow& r);
Json to_json(const Comparison& c);

}  // namespace sm
